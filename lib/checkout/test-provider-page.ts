import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { answerChallenge, challengeDetails, TEST_PROVIDER } from "@/lib/payments/test-provider";
import { deliverToSelf } from "@/lib/checkout/webhooks";

/** Only paths of this app may be returned to (no open redirect through the confirmation page). */
export function safeReturnPath(value: string | null | undefined): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : "/";
}

function requireTestProvider(): void {
  // the page belongs to the built-in provider; with a real processor configured it does not exist
  if (env().PAYMENT_PROVIDER !== TEST_PROVIDER) throw notFound("NOT_FOUND");
}

/** What the test provider's confirmation page shows (GET /api/payments/test-provider/{ref}). */
export async function testChallenge(ref: string, returnPath: string | null) {
  requireTestProvider();
  const c = await challengeDetails(ref);
  return { ref: c.ref, amount: c.amountCents / 100, currency: c.currency, descriptor: env().BILLING_DESCRIPTOR, status: c.status, returnUrl: safeReturnPath(returnPath) };
}

/**
 * The payer confirms or cancels on the test provider's page: the provider settles its charge and
 * sends its signed webhook to the app (delivered in-process through the same verification as an
 * outside call), which completes or fails the payment.
 */
export async function answerTestChallenge(ref: string, decision: "confirm" | "cancel", returnPath: string | null) {
  requireTestProvider();
  const answer = await answerChallenge(ref, decision);
  if (answer.event) await deliverToSelf(TEST_PROVIDER, answer.event);
  return { status: answer.status, returnUrl: safeReturnPath(returnPath) };
}
