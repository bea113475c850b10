import type { NotificationType, PaymentKind } from "@/lib/generated/prisma/client";

// What a notification says is stored as a template and its values, never as text: the words
// are the dictionaries' (`Notifications.items.<template>.title|message` in messages/*.json),
// chosen when the notification is read, in the reader's language (lib/notifications/render.ts).
// People are not stored either: the sender is named by their public name when it is read
// (lib/users/public-name.ts), so a renamed member is renamed in old notifications too.

/** Text given in the writer's languages (areas with their own texts, lib/moderation/texts.ts...) or as one string. */
export type LocalText = string | Partial<Record<"tn" | "fr" | "en" | "ar", string>>;

type Money = { amountCents: number; currency: string };

/** Every template and its values. */
export type TemplateParams = {
  /** likes of one post while unread, grouped: `count` likers (the sender is the latest), `likers` the last 50 ids */
  post_like: { postId: string; count: number; likers: string[] };
  /** a chat message: its first 80 characters ("" = attachments only) */
  message: { preview: string };
  new_subscriber: Record<string, never>;
  new_post: { postTitle: string };
  tip: Money;
  subscription_expired: Record<string, never>;
  subscription_ended: Record<string, never>;
  renewal_failed: { days: number };
  payment_not_completed: Record<string, never>;
  refund_payer: Money & { kind: PaymentKind };
  chargeback_payer: Money & { kind: PaymentKind };
  refund_payee: Money & { kind: PaymentKind };
  chargeback_payee: Money & { kind: PaymentKind };
  payout_sent: Money & { method: string; note: string | null };
  payout_failed: Money & { method: string; note: string | null };
  coperformer_tagged: { postTitle: string };
  coperformer_accepted: { postTitle: string };
  coperformer_declined: { postTitle: string };
  verification_approved: Record<string, never>;
  verification_rejected: { reason: string };
  age_check_approved: Record<string, never>;
  age_check_rejected: { reason: string };
  /** a pay-per-view post bought (to its creator) */
  post_purchased: Money;
  /** a pay-per-view chat message bought (to its creator) */
  message_purchased: Money;
  /** a fan claimed a free-trial link (to its creator) */
  trial_started: { days: number };
  /** the creator the reader subscribes to closed their account (`name`: their public name then; the account may not be shown any more): no renewal, no charge */
  creator_left: { name: string };
  /** the member's data export can be downloaded until `expiresAt` (ISO) */
  export_ready: { expiresAt: string };
  /** a video of the reader's could not be made ready (lib/media-pipeline/settle.ts): the post's title ("" for a chat attachment) and why */
  media_failed: { postTitle: string; reason: "blocked" | "unreadable" | "failed"; where: "post" | "message" };
  /** text written by an area in its own words (statements of reasons, notices with an admin's reason) */
  text: { title: LocalText; message: LocalText };
};

export type NotificationTemplate = keyof TemplateParams;

/** The templates, each with the type it is filed under (preferences, stats, the page's filters). */
export const TEMPLATE_TYPES = {
  post_like: "post_like",
  message: "message",
  new_subscriber: "subscription",
  new_post: "new_post",
  tip: "payment_received",
  subscription_expired: "subscription_expired",
  subscription_ended: "subscription_expired",
  renewal_failed: "system",
  payment_not_completed: "system",
  refund_payer: "system",
  chargeback_payer: "system",
  refund_payee: "system",
  chargeback_payee: "system",
  payout_sent: "payout_completed",
  payout_failed: "system",
  coperformer_tagged: "system",
  coperformer_accepted: "system",
  coperformer_declined: "system",
  verification_approved: "system",
  verification_rejected: "system",
  age_check_approved: "system",
  age_check_rejected: "system",
  post_purchased: "payment_received",
  media_failed: "system",
  message_purchased: "payment_received",
  trial_started: "subscription",
  creator_left: "system",
  export_ready: "system",
  text: "system",
} as const satisfies Record<NotificationTemplate, NotificationType>;

export const TEMPLATES = Object.keys(TEMPLATE_TYPES) as NotificationTemplate[];

export function isTemplate(value: string): value is NotificationTemplate {
  return Object.hasOwn(TEMPLATE_TYPES, value);
}

/** A template with its values, as a notification's writer gives it. */
export type NotificationContent = { [K in NotificationTemplate]: { template: K; params: TemplateParams[K] } }[NotificationTemplate];

/** A notification's content (typed). */
export function content<K extends NotificationTemplate>(template: K, params: TemplateParams[K]): { template: K; params: TemplateParams[K] } {
  return { template, params };
}

/** A chat message's preview as stored: its first 80 characters. */
export function messagePreview(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** How many liker ids a grouped like keeps (a liker among them who likes again is not counted twice). */
export const LIKERS_KEPT = 50;
