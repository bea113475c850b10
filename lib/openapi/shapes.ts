import { z } from "zod";
import { ERROR_CODES } from "@/shared/errors/codes";
import { imageUrl, time, uuid } from "@/shared/answers/common";
import { Attachment, ChatMessage } from "@/shared/answers/chat";
import { UserSummary } from "@/shared/answers/member";
import { MediaItem, Post } from "@/shared/answers/post";

export { Attachment, ChatMessage, MediaItem, Post, UserSummary };

// The shapes of the API's answers, for the document only (the route handlers build their answers
// in lib/<area>; these describe them). A shape with an `id` becomes a component of the document
// (#/components/schemas/<id>) and a section of docs/api.md. Request bodies are never described
// here: the contract uses the handlers' own schemas.

const amount = z.number().meta({ description: "in CURRENCY units (decimal; stored as integer hundredths)" });

export const successTrue = z.literal(true);

/** Every error answer. */
export const ErrorAnswer = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES).meta({ description: "the stable machine code (shared/errors/codes.ts), e.g. CARD_DECLINED" }),
    message: z.string().meta({ description: "the code's text in the request's language (saved language, locale cookie, Accept-Language, else tn)" }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "the values the code's text names (e.g. {max: 200})" }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "field errors: field path -> texts, in the request's language" }),
    fieldCodes: z
      .record(z.string(), z.array(z.enum(ERROR_CODES)))
      .optional()
      .meta({ description: "the code of each text of `errors`, in the same order" }),
  })
  .meta({ id: "Error", description: "The one error shape, with a true HTTP status." });

export const Message = z.object({ success: successTrue, message: z.string() }).meta({ id: "MessageAnswer" });
export const Ok = z.object({ success: successTrue }).meta({ id: "Ok" });

export const AuthAnswer = z
  .object({
    success: successTrue,
    token: z.string().meta({ description: "the signed token (JWT) to send as `Authorization: Bearer`" }),
    _id: uuid,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string().nullable(),
    profileImage: imageUrl,
  })
  .meta({ id: "AuthAnswer" });

export const TwoFactorChallenge = z
  .object({ success: successTrue, twoFactorRequired: z.literal(true), challenge: z.string() })
  .meta({ id: "TwoFactorChallenge", description: "The password was right; send the challenge back with a code." });

export const AdminToken = z
  .object({ success: successTrue, token: z.string(), _id: uuid, id: uuid, username: z.string() })
  .meta({ id: "AdminToken" });

export const VerifiedUser = z
  .object({
    _id: uuid,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string().nullable(),
    dateOfBirth: z.string().meta({ format: "date" }),
    profileImage: imageUrl,
    role: z.enum(["member", "admin"]),
  })
  .meta({ id: "VerifiedUser" });

const counts = {
  postCount: z.number().int(),
  subscriberCount: z.number().int(),
  subscriptionCount: z.number().int(),
};

export const FullUser = VerifiedUser.extend({
  coverImage: imageUrl,
  bio: z.string(),
  location: z.string(),
  subscriptionPrice: amount.nullable(),
  createdAt: time,
  joinedDate: time,
  ...counts,
}).meta({ id: "FullUser", description: "The signed-in user themself; counts from real rows." });

export const SubscriptionInfo = z
  .object({
    status: z
      .enum(["active", "expired", "cancelled", "past_due"])
      .meta({ description: "the effective status: past its end date a row is expired; past_due: the renewal charge failed (no access, retried during the grace)" }),
    autoRenew: z.boolean().meta({ description: "renews at endDate (the renewal job charges the default card); false once cancelled" }),
    daysRemaining: z.number().int().meta({ description: "whole days left, rounded up, while it gives access; 0 when expired" }),
    startDate: time,
    endDate: time,
  })
  .meta({ id: "SubscriptionInfo" });

export const PublicProfile = z
  .object({
    _id: uuid,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string().nullable(),
    profileImage: imageUrl,
    coverImage: imageUrl,
    bio: z.string(),
    location: z.string(),
    joinedDate: time,
    createdAt: time,
    ...counts,
    subscriptionPrice: amount.nullable(),
    isSubscribed: z.boolean(),
    subscription: SubscriptionInfo.nullable()
      .meta({ description: "the viewer's subscription to this user (also cancelled, past_due or expired); null without one, for the owner and anonymous" }),
    isOwner: z.boolean(),
  })
  .meta({ id: "PublicProfile" });

export const Session = z
  .object({
    id: uuid,
    scope: z.string(),
    createdAt: time,
    lastSeenAt: time,
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean(),
  })
  .meta({ id: "Session" });

export const PagePagination = z
  .object({
    currentPage: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  })
  .meta({ id: "PagePagination" });

export const FeedPagination = z
  .object({ currentPage: z.number().int(), hasNext: z.boolean(), limit: z.number().int() })
  .meta({ id: "FeedPagination", description: "No total: one post more than the page is read to know hasNext." });

/** `{total, pages, page, limit}` of the subscription and admin lists. */
export const ListPagination = z
  .object({ total: z.number().int(), pages: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "ListPagination" });

export const Comment = z
  .object({ _id: uuid, content: z.string(), createdAt: time, user: UserSummary, author: UserSummary })
  .meta({ id: "Comment" });

export const PayoutMethod = z
  .object({
    id: uuid,
    _id: uuid,
    type: z.enum(["bank", "paypal", "stripe"]),
    details: z.string().meta({ description: "a one-line description for lists" }),
    accountName: z.string().nullable(),
    bankName: z.string().nullable(),
    accountLast4: z.string().nullable(),
    routingNumber: z.string().nullable(),
    paypalEmail: z.string().nullable(),
    stripeAccount: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: time,
  })
  .meta({ id: "PayoutMethod" });

export const Card = z
  .object({
    id: uuid,
    _id: uuid,
    brand: z.string().meta({ description: "from the payment provider: Visa, Mastercard ..." }),
    last4: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    cardholderName: z.string(),
    isDefault: z.boolean(),
    createdAt: time,
  })
  .meta({ id: "Card" });



export const PaymentSummary = z
  .object({
    _id: uuid,
    kind: z.enum(["subscription", "tip", "purchase"]),
    amount,
    currency: z.string().meta({ description: "ISO 4217 (CURRENCY)" }),
    status: z.enum(["processing", "requires_action", "succeeded", "failed", "refunded", "charged_back"]),
    createdAt: time,
  })
  .meta({ id: "PaymentSummary" });

export const SubscriptionChange = z
  .object({
    success: successTrue,
    message: z.string(),
    subscription: SubscriptionInfo,
    subscriberCount: z.number().int(),
    payment: PaymentSummary.optional(),
    trial: z
      .object({ days: z.number().int(), firstCharge: z.object({ amount: z.number(), at: time }) })
      .optional()
      .meta({ description: "a free trial started: no charge now; the first charge (the monthly price) and when" }),
  })
  .meta({ id: "SubscriptionChange" });

export const RequiresAction = z
  .object({
    success: successTrue,
    requiresAction: z.literal(true),
    actionUrl: z.string().meta({ description: "the payment provider's confirmation page (3-D Secure); the payment completes when the payer confirms there" }),
    paymentId: uuid,
  })
  .meta({ id: "RequiresAction" });

export const PaymentListItem = z
  .object({
    _id: uuid,
    kind: z.enum(["subscription", "tip", "purchase"]),
    amount,
    currency: z.string(),
    creator: z.object({ username: z.string() }).nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }),
    status: z.enum(["processing", "requires_action", "succeeded", "failed", "refunded", "charged_back"]),
    renewal: z.boolean(),
    periodEnd: time.nullable(),
    createdAt: time,
  })
  .meta({ id: "PaymentListItem" });

export const SubscriptionEntry = z
  .object({
    _id: uuid,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string().nullable(),
    profileImage: imageUrl,
    bio: z.string(),
    subscriptionPrice: amount.nullable().meta({ description: "the price of the current period" }),
    subscriptionInfo: SubscriptionInfo,
  })
  .meta({ id: "SubscriptionEntry", description: "The other person of a subscription, with its period." });

export const DiscoveryPagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  })
  .meta({ id: "DiscoveryPagination" });

const creatorFields = {
  _id: uuid,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  profileImage: imageUrl,
  coverImage: imageUrl,
  bio: z.string(),
  subscriberCount: z.number().int(),
  subscriptionPrice: amount.nullable(),
};

export const FeaturedCreator = z.object(creatorFields).meta({ id: "FeaturedCreator" });
export const TrendingCreator = z
  .object({
    ...creatorFields,
    postCount: z.number().int(),
    recentSubscribers: z.number().int(),
    trendingRank: z.number().int().meta({ description: "the global position (offset + index + 1)" }),
  })
  .meta({ id: "TrendingCreator" });

export const SearchUser = z
  .object({
    _id: uuid,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string().nullable(),
    bio: z.string(),
    profileImage: imageUrl,
    followerCount: z.number().int(),
  })
  .meta({ id: "SearchUser" });

export const Notification = z
  .object({
    _id: uuid,
    title: z.string().meta({ description: "in the reader's language, rendered from `template` and `params` when read" }),
    message: z.string().meta({ description: "in the reader's language, rendered from `template` and `params` when read" }),
    type: z.string().meta({ description: "what preferences, stats and the `type` filter go by" }),
    template: z.string().meta({
      description:
        "what it says (a key of the dictionaries' `NotificationItems`): post_like, message, new_subscriber, new_post, tip, subscription_expired, subscription_ended, renewal_failed, payment_not_completed, refund_payer, refund_payee, chargeback_payer, chargeback_payee, payout_sent, payout_failed, coperformer_tagged, coperformer_accepted, coperformer_declined, verification_approved, verification_rejected, age_check_approved, age_check_rejected, text",
    }),
    params: z.record(z.string(), z.unknown()).meta({
      description:
        "the template's values, e.g. post_like `{postId, count}` (likers of the post grouped while unread; `sender` is the latest), message `{preview}`, tip `{amountCents, currency}`, new_post `{postTitle}`, text `{title, message}` (a string or one per language). People are not in it: `sender` is named by their public name",
    }),
    priority: z.string(),
    isRead: z.boolean(),
    readAt: time.nullable(),
    createdAt: time,
    actionUrl: z.string().nullable(),
    sender: UserSummary.nullable(),
  })
  .meta({ id: "Notification" });

export const NotificationPreferences = z
  .record(z.string(), z.boolean())
  .meta({
    id: "NotificationPreferences",
    description:
      "Every type but `system`: message, subscription, subscription_expired, post_like, content_like, new_content, new_post, payment_received, payout_completed; never set = true.",
  });

export const ChatPagination = z
  .object({ page: z.number().int(), pages: z.number().int(), total: z.number().int(), hasMore: z.boolean() })
  .meta({ id: "ChatPagination" });

export const Conversation = z
  .object({
    _id: uuid,
    participant: UserSummary,
    lastMessage: z.object({ _id: uuid, sender: uuid, content: z.string(), createdAt: time }).nullable(),
    lastActivity: time,
    unreadCount: z.number().int(),
  })
  .meta({ id: "Conversation", description: "A conversation as the viewer sees it: `participant` is the other person." });

export { time, uuid, amount, imageUrl };
