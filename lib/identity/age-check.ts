import { prisma } from "@/lib/db";
import { declarationProvider } from "@/lib/age-assurance/declaration";
import type { AgeAssuranceProvider } from "@/lib/age-assurance/provider";
import { recordAgeCheck } from "@/lib/age-assurance/record";
import { ageAssuranceSatisfied, strongCheckRequired } from "@/lib/age-assurance/rule";
import { checkStatus, submitCheck } from "@/lib/identity/checks";

/**
 * The built-in strong method: the fan uploads an identity document and a selfie (POST
 * /api/users/age-check), an admin reviews them in the same queue as creator verifications
 * (kind "age"), and the decision settles the pending record (lib/identity/checks.ts decideCheck).
 */
export const idReviewProvider: AgeAssuranceProvider = {
  id: "id-review",
  method: "id_document",
  strength: "strong",
  async start(userId, req, now) {
    let reference: string | null = null;
    await submitCheck(userId, "age", req, now, async (tx, checkId) => {
      reference = checkId;
      await recordAgeCheck(tx, { userId, method: idReviewProvider.method, provider: idReviewProvider.id, result: "pending", reference: checkId }, now);
    });
    return { status: "pending", reference };
  },
};

/** The providers this deployment offers (an operator adds theirs here: docs/age-assurance.md). */
export const AGE_ASSURANCE_PROVIDERS: readonly AgeAssuranceProvider[] = [declarationProvider, idReviewProvider];

/**
 * GET /api/users/age-check: does the viewer, from where they are, need a strong check, is it
 * satisfied, and where does their document check stand; plus every check on record.
 */
export async function ageCheckState(userId: string, country: string | null) {
  const [satisfied, review, records] = await Promise.all([
    ageAssuranceSatisfied(userId, country),
    checkStatus(userId, "age"),
    prisma.ageAssuranceCheck.findMany({
      where: { userId },
      orderBy: { checkedAt: "desc" },
      take: 20,
      select: { method: true, provider: true, result: true, checkedAt: true },
    }),
  ]);
  return {
    required: strongCheckRequired(country),
    satisfied,
    ...review,
    methods: AGE_ASSURANCE_PROVIDERS.filter((p) => p.strength === "strong").map((p) => ({ id: p.id, method: p.method })),
    checks: records.map((r) => ({ ...r, checkedAt: r.checkedAt.toISOString() })),
  };
}

/** POST /api/users/age-check: starts the document check, answers the new state. */
export async function startAgeCheck(userId: string, req: Request, country: string | null, now: Date) {
  await idReviewProvider.start(userId, req, now);
  return ageCheckState(userId, country);
}
