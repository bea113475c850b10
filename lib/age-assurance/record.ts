import { prisma, type Tx } from "@/lib/db";

/** The default method: the date of birth declared at sign-up (18+, checked server-side then). */
export const DECLARED_DOB = { method: "declared_dob", provider: "declaration" } as const;

/** Methods that prove no more than the member's word; every other method counts as strong. */
export const DECLARATION_METHODS: readonly string[] = [DECLARED_DOB.method];

export type AgeCheckResult = "passed" | "pending" | "failed";
export type AgeCheckRecord = { userId: string; method: string; provider: string; result: AgeCheckResult; reference?: string | null };

/** The row a sign-up writes with its new user (nested create; lib/auth/accounts.ts). */
export const declaredAtSignUp = (now: Date) => ({ ...DECLARED_DOB, result: "passed", checkedAt: now });

/** Records how and when an account was checked (every provider's result goes through here). */
export async function recordAgeCheck(db: Tx | typeof prisma, entry: AgeCheckRecord, now: Date): Promise<void> {
  await db.ageAssuranceCheck.create({
    data: { userId: entry.userId, method: entry.method, provider: entry.provider, result: entry.result, reference: entry.reference ?? null, checkedAt: now },
  });
}

/** A provider's later answer (a webhook, an admin's decision): the pending record of `reference` gets its result. */
export async function settleAgeCheck(db: Tx | typeof prisma, reference: string, result: "passed" | "failed", now: Date): Promise<number> {
  const { count } = await db.ageAssuranceCheck.updateMany({ where: { reference, result: "pending" }, data: { result, checkedAt: now } });
  return count;
}
