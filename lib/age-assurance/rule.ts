import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";
import { DECLARATION_METHODS } from "@/lib/age-assurance/record";

export const AGE_ASSURANCE_REQUIRED = "AGE_ASSURANCE_REQUIRED";

/** True when visitors from `country` need a strong check (AGE_ASSURANCE_REQUIRED_COUNTRIES). */
export function strongCheckRequired(country: string | null, required: readonly string[] = env().AGE_ASSURANCE_REQUIRED_COUNTRIES): boolean {
  return country !== null && required.includes(country.toUpperCase());
}

/**
 * THE age-assurance rule: may this visitor see adult media? Everywhere outside the listed
 * countries, yes (everyone signed up with a declared 18+ date of birth; signed media links are
 * issued to members only). From a listed country: only a signed-in account with a passed strong
 * check (any method but the declaration). An unknown country is not a listed one.
 */
export async function ageAssuranceSatisfied(userId: string | null, country: string | null, required?: readonly string[]): Promise<boolean> {
  if (!strongCheckRequired(country, required)) return true;
  if (!userId) return false;
  const passed = await prisma.ageAssuranceCheck.count({
    where: { userId, result: "passed", method: { notIn: [...DECLARATION_METHODS] } },
  });
  return passed > 0;
}

/** 403 `age_assurance_required` when the rule says no (`userId` is only resolved when the country requires a check). */
export async function requireAgeAssurance(userId: () => Promise<string | null>, country: string | null, required?: readonly string[]): Promise<void> {
  if (!strongCheckRequired(country, required)) return;
  if (!(await ageAssuranceSatisfied(await userId(), country, required))) {
    throw forbidden(AGE_ASSURANCE_REQUIRED);
  }
}
