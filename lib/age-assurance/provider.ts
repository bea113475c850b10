// Age assurance for fans (issue 19 point 6; docs/age-assurance.md). A provider is one way of
// checking that an account belongs to an adult. Every check, whatever its provider, is written as
// an AgeAssuranceCheck row (lib/age-assurance/record.ts): how (method, provider), when, and with
// what result. The rule that reads those rows is lib/age-assurance/rule.ts.

/**
 * How much a method proves: `declaration` is the member's own word (the date of birth at sign-up);
 * `strong` is evidence checked by someone else (an identity document reviewed by an admin, a
 * third-party age estimation or ID check). Countries in AGE_ASSURANCE_REQUIRED_COUNTRIES need a
 * passed `strong` check.
 */
export type AgeAssuranceStrength = "declaration" | "strong";

/** What starting a check answered. */
export type AgeCheckStart =
  /** decided at once (a declaration, a provider that answers synchronously) */
  | { status: "passed" | "failed"; reference: string | null }
  /** someone (an admin) or something (a provider's webhook) will decide later */
  | { status: "pending"; reference: string | null }
  /** the member continues on the provider's page; the provider calls back with the result */
  | { status: "redirect"; reference: string; redirectUrl: string };

export type AgeCheckOutcome = { reference: string; result: "passed" | "failed" };

export interface AgeAssuranceProvider {
  /** stable id, written on every record ("declaration", "id-review", "acme-age") */
  readonly id: string;
  /** the method name written on its records ("declared_dob", "id_document", "facial_estimation") */
  readonly method: string;
  readonly strength: AgeAssuranceStrength;
  /** starts a check for `userId` from the member's request (an upload, a redirect) */
  start(userId: string, req: Request, now: Date): Promise<AgeCheckStart>;
  /**
   * Completes a check started earlier, from the provider's callback (a webhook whose signature the
   * provider verifies); the caller records the outcome. Absent when the decision is made inside the
   * app (the admin's review of an ID document).
   */
  complete?(req: Request): Promise<AgeCheckOutcome>;
}
