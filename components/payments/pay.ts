import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { checkoutTexts } from "@/client/forms/money-forms";
import { serverProblem, type Problem } from "@/client/forms/issue-text";
import { subscribeSchema } from "@/shared/schemas/subscriptions";
import { tipSchema } from "@/shared/schemas/tips";
import { purchaseSchema } from "@/shared/schemas/posts";
import type { PostAnswer } from "@/shared/answers/post";
import { messagePurchaseSchema } from "@/shared/schemas/chat";
import type { ChatMessageAnswer } from "@/shared/answers/chat";
import type { CheckoutDone, PaymentSummary, Purchase, SubscriptionState } from "./types";

type Answer = {
  message: string;
  subscription?: SubscriptionState;
  subscriberCount?: number;
  payment?: PaymentSummary;
  tip?: { amount: number };
  post?: PostAnswer | null;
  requiresAction?: boolean;
  actionUrl?: string;
};

/** Refusals of a bundle, promotion or trial checkout, each with its text under "Errors" in the dictionaries. */

/** The provider needs the payer on its confirmation page (202): the browser goes there. */
export type CheckoutOutcome = { done: CheckoutDone } | { actionUrl: string };

/**
 * Sends a confirmed checkout with the chosen saved card: POST /api/users/subscribe
 * {creatorId, paymentMethod, bundleMonths?, trialCode?, expectedAmount: what the confirmation showed} or POST /api/tips {recipientUsername, amount, cardId}, each body
 * checked with its handler's schema first. Refusals throw (see `refusal`).
 */
export async function pay(purchase: Purchase, cardId: string, expectedAmount?: number): Promise<CheckoutOutcome> {
  if (purchase.kind === "message") {
    const body = messagePurchaseSchema.safeParse({ paymentMethod: cardId });
    if (!body.success) throw new ApiError(body.error.issues[0]?.message ?? "Invalid input", 400);
    const answer = await requestJson<{ message: ChatMessageAnswer; payment?: PaymentSummary; requiresAction?: boolean; actionUrl?: string }>(
      `/api/chat/messages/${encodeURIComponent(purchase.messageId)}/purchase`,
      { method: "POST", body: JSON.stringify(body.data) },
    );
    if (answer.requiresAction && answer.actionUrl) return { actionUrl: answer.actionUrl };
    return { done: { kind: "message", message: answer.message, payment: answer.payment } };
  }
  const offer = purchase.kind === "subscription" ? purchase.offer : undefined;
  const [url, body] =
    purchase.kind === "subscription"
      ? [
          "/api/users/subscribe",
          subscribeSchema.safeParse({
            creatorId: purchase.creatorId,
            paymentMethod: cardId,
            ...(offer?.kind === "bundle" ? { bundleMonths: offer.months } : {}),
            ...(offer?.kind === "trial" ? { trialCode: offer.code } : {}),
            ...(expectedAmount !== undefined ? { expectedAmount } : {}),
          }),
        ]
      : purchase.kind === "post"
        ? [`/api/posts/${encodeURIComponent(purchase.postId)}/purchase`, purchaseSchema.safeParse({ paymentMethod: cardId })]
        : ["/api/tips", tipSchema.safeParse({ recipientUsername: purchase.username, amount: purchase.amount, cardId })];
  if (!body.success) throw new ApiError(body.error.issues[0]?.message ?? "Invalid input", 400);
  const answer = await requestJson<Answer>(url, { method: "POST", body: JSON.stringify(body.data) });
  if (answer.requiresAction && answer.actionUrl) return { actionUrl: answer.actionUrl };
  if (purchase.kind === "post") return { done: { kind: "post", message: answer.message, post: answer.post ?? null, payment: answer.payment } };
  if (purchase.kind === "tip") return { done: { kind: "tip", message: answer.message, amount: answer.tip?.amount ?? purchase.amount, payment: answer.payment } };
  return {
    done: {
      kind: "subscription",
      message: answer.message,
      subscription: answer.subscription ?? { status: "active", endDate: new Date().toISOString() },
      subscriberCount: answer.subscriberCount,
      payment: answer.payment,
    },
  };
}

/**
 * What the dialog says about a refused checkout: a declined card (402 CARD_DECLINED), the card
 * field's problem (400 errors.paymentMethod / errors.cardId), else the server's message in the
 * reader's language where the dialog knows it (409 already subscribed ...).
 */
export function refusal(err: unknown): Problem {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return { key: checkoutTexts.otherwise };
  if (err.status === 402) return { key: "Checkout.declined" };
  if (err.code === "CREATOR_NOT_VERIFIED") return { key: "Checkout.creatorNotVerified" };
  return serverProblem(err, checkoutTexts, ["paymentMethod", "cardId"]);
}
