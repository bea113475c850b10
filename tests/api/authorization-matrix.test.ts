// The authorisation matrix: every endpoint called as anonymous, as an unrelated member, as the
// owner of the resource, as an active subscriber of the owner and as an admin, checked against
// who may call it. Every route the app has must appear here (or in PUBLIC with a reason).
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createPost, imageForm, jpeg, postForm, registerUser, subscribe, type TestUser } from "../helpers/content";
import { makeAdmin, prisma } from "../helpers/db";
import { apiRoutes } from "../helpers/routes";
import { addCard } from "../helpers/social";
import { chargeAt, DAY } from "../helpers/earnings";
import { newReference } from "@/lib/moderation/reports";
import { signedDocumentUrl } from "@/lib/identity/documents";

type Actor = "anonymous" | "member" | "owner" | "subscriber" | "admin";
const ACTORS: Actor[] = ["anonymous", "member", "subscriber", "admin", "owner"];
/** expected status per actor; "2xx" = any success */
type Expected = Record<Actor, number | "2xx">;

type Fixtures = {
  owner: TestUser;
  subscriber: TestUser;
  member: TestUser;
  admin: TestUser;
  postId: string;
  mediaKey: string;
  /** the post's medium in the owner's vault */
  mediaId: string;
  commentId: string;
  notificationId: string;
  contactId: string;
  newsletterId: string;
  cardIds: string[];
  /** a saved card of each signed-in actor, to pay with */
  walletCards: Record<Exclude<Actor, "anonymous">, string>;
  /** a succeeded payment (the subscriber's tip to the owner) */
  paymentId: string;
  payoutIds: string[];
  /** a pending payout of the owner's */
  payoutId: string;
  conversationId: string;
  /** a second session of the owner's, for DELETE /api/users/sessions/{id} */
  spareSessionId: string;
  /** a creator category and a blog article (the back office's content) */
  categoryId: string;
  blogPostId: string;
  /** a decided report about the owner's post (the owner may appeal it), an open one, an open appeal, a member for the status change */
  decidedReportId: string;
  openReportId: string;
  appealId: string;
  spareMemberId: string;
};

type Case = {
  method: string;
  template: string;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures, actor: Actor) => unknown;
  form?: (f: Fixtures) => Promise<FormData>;
  expected: Expected;
  /** actors in call order (destructive successes go last) */
  order?: Actor[];
};

const onlyAuthenticated = (ok: number | "2xx" = "2xx"): Expected => ({ anonymous: 401, member: ok, owner: ok, subscriber: ok, admin: ok });
const publicOk: Expected = { anonymous: "2xx", member: "2xx", owner: "2xx", subscriber: "2xx", admin: "2xx" };
const adminOnly: Expected = { anonymous: 401, member: 403, owner: 403, subscriber: 403, admin: "2xx" };
const ownerAndSubscriber = (outsider: number): Expected => ({ anonymous: 401, member: outsider, owner: "2xx", subscriber: "2xx", admin: outsider });
const ownerOnly = (other: number): Expected => ({ anonymous: 401, member: other, owner: "2xx", subscriber: other, admin: other });

/** Routes whose access is not about the caller's identity. */
const PUBLIC: Record<string, string> = {
  "POST /api/auth/login": "sign-in: credentials decide (tests/api/auth.test.ts)",
  "POST /api/users/login": "sign-in: credentials decide (tests/api/auth.test.ts)",
  "POST /api/users/register": "sign-up (tests/api/auth.test.ts)",
  "GET /api/images/[key]": "public avatars and covers by design",
  "GET /api/media/[key]": "authorised by the URL's signature and expiry (tests/api/media.test.ts; a video's playlists, segments and poster: tests/api/video-playback.test.ts)",
  "POST /api/auth/admin-session": "the posted admin token decides (tests/api/admin-session.test.ts)",
  "DELETE /api/auth/admin-session": "clears the caller's own admin cookie (tests/api/admin-session.test.ts)",
  "POST /api/auth/forgot-password": "same neutral answer for everyone (tests/api/account-reset.test.ts)",
  "POST /api/auth/reset-password": "the mailed single-use token decides (tests/api/account-reset.test.ts)",
  "POST /api/users/login/2fa": "the sign-in challenge decides (tests/api/two-factor.test.ts)",
  "POST /api/auth/login/2fa": "the admin sign-in challenge decides (tests/api/two-factor.test.ts)",
  "POST /api/auth/logout": "ends the caller's own session: 401 without one (tests/api/sessions.test.ts)",
  "POST /api/auth/logout-all": "ends the caller's own sessions: 401 without one (tests/api/sessions.test.ts)",
  "POST /api/users/email/confirm": "the mailed single-use token decides (tests/api/email-change.test.ts)",
  "POST /api/users/email/undo": "the mailed single-use token decides (tests/api/email-change.test.ts)",
  "POST /api/payments/webhooks/[provider]": "the provider's HMAC signature decides (tests/api/payments.test.ts)",
  "GET /api/payments/test-provider/[ref]": "the test provider's page: the charge reference decides, like a bank's page (tests/api/payments.test.ts)",
  "POST /api/payments/test-provider/[ref]": "the test provider's page: the charge reference decides, like a bank's page (tests/api/payments.test.ts)",
  "POST /api/takedowns": "anyone may file a copyright notice, signed in or not (tests/api/takedowns.test.ts)",
  "GET /api/users/me/exports/[id]/download": "authorised by the link's signature and expiry (tests/api/data-export.test.ts)",
  "POST /api/users/me/restore": "the e-mail and password of an account waiting for its deletion decide (tests/api/account-deletion.test.ts)",
};

/** Admin only; the admin reaches the check behind the role (an unknown id: 404). */
const adminReaches = (status: number): Expected => ({ anonymous: 401, member: 403, owner: 403, subscriber: 403, admin: status });
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const CASES: Case[] = [
  { method: "GET", template: "/api/health", path: () => "/api/health", expected: publicOk },
  { method: "GET", template: "/api/ping", path: () => "/api/ping", expected: publicOk },
  { method: "GET", template: "/api/ready", path: () => "/api/ready", expected: publicOk },
  { method: "GET", template: "/api/openapi.json", path: () => "/api/openapi.json", expected: publicOk },
  { method: "GET", template: "/api/i18n/errors", path: () => "/api/i18n/errors?locale=tn", expected: publicOk },
  { method: "GET", template: "/api/auth/verify", path: () => "/api/auth/verify", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/me", path: () => "/api/users/me", expected: onlyAuthenticated() },
  {
    // a wrong current password: authenticated callers reach the check (400), anonymous ones do not
    method: "PUT", template: "/api/users/password", path: () => "/api/users/password",
    body: () => ({ currentPassword: "not-the-password", newPassword: "Another-pass-123" }), expected: onlyAuthenticated(400),
  },
  { method: "GET", template: "/api/users/sessions", path: () => "/api/users/sessions", expected: onlyAuthenticated() },
  {
    method: "DELETE", template: "/api/users/sessions/[id]", path: (f) => `/api/users/sessions/${f.spareSessionId}`,
    expected: ownerOnly(404),
  },
  { method: "GET", template: "/api/users/2fa", path: () => "/api/users/2fa", expected: onlyAuthenticated() },
  { method: "POST", template: "/api/users/2fa/setup", path: () => "/api/users/2fa/setup", expected: onlyAuthenticated() },
  // no code: authenticated callers reach the validation (400), anonymous ones do not
  { method: "POST", template: "/api/users/2fa/enable", path: () => "/api/users/2fa/enable", body: () => ({}), expected: onlyAuthenticated(400) },
  { method: "POST", template: "/api/users/2fa/disable", path: () => "/api/users/2fa/disable", body: () => ({}), expected: onlyAuthenticated(400) },
  {
    // a wrong password: authenticated callers reach the check (403), anonymous ones do not
    method: "PUT", template: "/api/users/email", path: () => "/api/users/email",
    body: () => ({ email: "someone-new@example.test", password: "not-the-password" }), expected: onlyAuthenticated(403),
  },
  { method: "GET", template: "/api/users/notification-preferences", path: () => "/api/users/notification-preferences", expected: onlyAuthenticated() },
  {
    method: "PUT", template: "/api/users/notification-preferences", path: () => "/api/users/notification-preferences",
    body: () => ({ post_like: true }), expected: onlyAuthenticated(),
  },
  { method: "PUT", template: "/api/users/locale", path: () => "/api/users/locale", body: () => ({ locale: "fr" }), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/chat/realtime-config", path: () => "/api/chat/realtime-config", expected: publicOk },
  { method: "PUT", template: "/api/users/profile", path: () => "/api/users/profile", body: () => ({ bio: "Updated bio" }), expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/subscription-price", path: () => "/api/users/subscription-price", body: () => ({ price: 7 }), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/[username]", path: (f) => `/api/users/${f.owner.username}`, expected: publicOk },
  { method: "GET", template: "/api/users/profile/[username]", path: (f) => `/api/users/profile/${f.owner.username}`, expected: publicOk },
  { method: "GET", template: "/api/users/search", path: () => "/api/users/search?q=te", expected: publicOk },
  { method: "GET", template: "/api/users/discover/featured", path: () => "/api/users/discover/featured", expected: publicOk },
  { method: "GET", template: "/api/users/discover/trending", path: () => "/api/users/discover/trending", expected: publicOk },
  {
    method: "POST", template: "/api/users/profile-image", path: () => "/api/users/profile-image",
    form: async () => imageForm("profileImage", await jpeg(120, 120)), expected: onlyAuthenticated(),
  },
  {
    method: "POST", template: "/api/users/cover-image", path: () => "/api/users/cover-image",
    form: async () => imageForm("coverImage", await jpeg(320, 180)), expected: onlyAuthenticated(),
  },
  // posts and media: the owner and active subscribers only
  {
    method: "POST", template: "/api/posts/exclusive-content", path: () => "/api/posts/exclusive-content",
    form: async () => postForm({ title: "T", description: "D" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]),
    expected: onlyAuthenticated(),
  },
  { method: "GET", template: "/api/posts/home", path: () => "/api/posts/home", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/posts/my-posts", path: () => "/api/posts/my-posts", expected: onlyAuthenticated() },
  {
    method: "GET", template: "/api/posts/user-posts/[username]", path: (f) => `/api/posts/user-posts/${f.owner.username}`,
    expected: { anonymous: 403, member: 403, owner: "2xx", subscriber: "2xx", admin: 403 },
  },
  { method: "POST", template: "/api/posts/[postId]/like", path: (f) => `/api/posts/${f.postId}/like`, expected: ownerAndSubscriber(403) },
  { method: "GET", template: "/api/posts/[postId]/comments", path: (f) => `/api/posts/${f.postId}/comments`, expected: ownerAndSubscriber(403) },
  {
    method: "POST", template: "/api/posts/[postId]/comments", path: (f) => `/api/posts/${f.postId}/comments`,
    body: () => ({ content: "Nice" }), expected: ownerAndSubscriber(403),
  },
  {
    // the comment is the subscriber's: only its author may delete it, not even the post's owner
    method: "DELETE", template: "/api/posts/[postId]/comments/[commentId]", path: (f) => `/api/posts/${f.postId}/comments/${f.commentId}`,
    expected: { anonymous: 401, member: 403, owner: 403, subscriber: "2xx", admin: 403 },
    order: ["anonymous", "member", "admin", "owner", "subscriber"],
  },
  {
    method: "GET", template: "/api/users/content/access/[mediaKey]", path: (f) => `/api/users/content/access/${f.mediaKey}`,
    expected: ownerAndSubscriber(403),
  },
  // pay-per-view: any signed-in member may try to buy; the fixture post has no price (400 NOT_FOR_SALE)
  {
    method: "POST", template: "/api/posts/[postId]/purchase", path: (f) => `/api/posts/${f.postId}/purchase`,
    body: (f, actor) => ({ paymentMethod: actor === "anonymous" ? f.walletCards.member : f.walletCards[actor] }), expected: onlyAuthenticated(400),
  },
  { method: "GET", template: "/api/users/purchases", path: () => "/api/users/purchases", expected: onlyAuthenticated() },
  // the schedule queue: the owner's own; the fixture post is already out (409 POST_NOT_SCHEDULED), others' 404
  { method: "GET", template: "/api/posts/scheduled", path: () => "/api/posts/scheduled", expected: onlyAuthenticated() },
  // the vault: the member's own; the fixture post's medium is in use (409 MEDIA_IN_USE for its owner), others' 404
  { method: "GET", template: "/api/users/vault", path: () => "/api/users/vault", expected: onlyAuthenticated() },
  {
    method: "DELETE", template: "/api/users/vault/[mediaId]", path: (f) => `/api/users/vault/${f.mediaId}`,
    expected: { anonymous: 401, member: 404, owner: 409, subscriber: 404, admin: 404 },
  },
  // a failed video of the post processed again: its author only (the fixture's medium is a ready photo: 409 MEDIA_NOT_FAILED), others' 404
  {
    method: "POST", template: "/api/posts/[postId]/media/[mediaId]/retry", path: (f) => `/api/posts/${f.postId}/media/${f.mediaId}/retry`,
    expected: { anonymous: 401, member: 404, owner: 409, subscriber: 404, admin: 404 },
  },
  // the author's own post as it is now (read again while its videos are processed), others' 404
  { method: "GET", template: "/api/posts/[postId]/processing", path: (f) => `/api/posts/${f.postId}/processing`, expected: ownerOnly(404) },
  {
    method: "PATCH", template: "/api/posts/[postId]/schedule", path: (f) => `/api/posts/${f.postId}/schedule`,
    body: () => ({ publishAt: null }), expected: { anonymous: 401, member: 404, owner: 409, subscriber: 404, admin: 404 },
  },
  {
    method: "DELETE", template: "/api/posts/[postId]/schedule", path: (f) => `/api/posts/${f.postId}/schedule`,
    expected: { anonymous: 401, member: 404, owner: 409, subscriber: 404, admin: 404 },
  },
  // subscriptions: lists are the user's own
  { method: "GET", template: "/api/users/[username]/subscribers", path: (f) => `/api/users/${f.owner.username}/subscribers`, expected: ownerOnly(403) },
  {
    method: "GET", template: "/api/users/[username]/subscriptions", path: (f) => `/api/users/${f.subscriber.username}/subscriptions`,
    expected: { anonymous: 401, member: 403, owner: 403, subscriber: "2xx", admin: 403 },
  },
  {
    method: "POST", template: "/api/users/subscribe", path: () => "/api/users/subscribe",
    body: (f, actor) => ({ creatorId: f.owner.id, paymentMethod: actor === "anonymous" ? "6f1c7c1e-0000-4000-8000-000000000000" : f.walletCards[actor] }),
    expected: { anonymous: 401, member: "2xx", owner: 400, subscriber: 409, admin: "2xx" },
  },
  {
    method: "POST", template: "/api/users/[username]/unsubscribe", path: (f) => `/api/users/${f.owner.username}/unsubscribe`,
    expected: { anonymous: 401, member: "2xx", owner: 404, subscriber: "2xx", admin: "2xx" },
  },
  // money
  {
    method: "POST", template: "/api/tips", path: () => "/api/tips",
    body: (f, actor) => ({ recipientUsername: f.owner.username, amount: 1, ...(actor === "anonymous" ? {} : { cardId: f.walletCards[actor] }) }),
    expected: { anonymous: 401, member: "2xx", owner: 400, subscriber: "2xx", admin: "2xx" },
  },
  // issue 21: offers, mass / welcome / pay-per-view messages (each actor's own; the mass message needs a price)
  { method: "GET", template: "/api/users/subscription-bundles", path: () => "/api/users/subscription-bundles", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/subscription-bundles", path: () => "/api/users/subscription-bundles", body: () => ({ bundles: [] }), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/promotions", path: () => "/api/users/promotions", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/users/promotions", path: () => "/api/users/promotions",
    body: () => ({ discountPercent: 10, audience: "new", endsAt: new Date(Date.now() + DAY).toISOString() }),
    expected: onlyAuthenticated(),
  },
  { method: "DELETE", template: "/api/users/promotions/[id]", path: () => `/api/users/promotions/${UNKNOWN_ID}`, expected: onlyAuthenticated(404) },
  { method: "GET", template: "/api/users/trial-links", path: () => "/api/users/trial-links", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/users/trial-links", path: () => "/api/users/trial-links",
    body: () => ({ days: 3, maxClaims: 1, expiresAt: new Date(Date.now() + DAY).toISOString() }),
    expected: onlyAuthenticated(),
  },
  { method: "GET", template: "/api/users/[username]/offers", path: (f) => `/api/users/${f.owner.username}/offers`, expected: publicOk },
  { method: "GET", template: "/api/chat/mass-messages", path: () => "/api/chat/mass-messages", expected: onlyAuthenticated() },
  { method: "POST", template: "/api/chat/mass-messages", path: () => "/api/chat/mass-messages", body: () => ({ text: "matrix", audience: "expired" }), expected: onlyAuthenticated() },
  // discreet mode: the member's own setting
  { method: "GET", template: "/api/users/discreet-mode", path: () => "/api/users/discreet-mode", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/discreet-mode", path: () => "/api/users/discreet-mode", body: () => ({ enabled: false }), expected: onlyAuthenticated() },
  // leak tracing (issue 25): a copy of no medium names nobody, for any member; a trace is its requester's or an admin's
  // (another creator's medium: 403, someone else's trace: 404, in tests/api/leak-trace.test.ts)
  { method: "POST", template: "/api/leaks/trace", path: () => "/api/leaks/trace", form: async () => imageForm("file", await jpeg(90, 90), "copy.jpg"), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/leaks/trace/[traceId]", path: () => "/api/leaks/trace/00000000-0000-4000-8000-000000000000", expected: onlyAuthenticated(404) },
  { method: "GET", template: "/api/admin/leaks", path: () => "/api/admin/leaks", expected: adminOnly },
  { method: "GET", template: "/api/users/watermark", path: () => "/api/users/watermark", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/watermark", path: () => "/api/users/watermark", body: () => ({ visible: false }), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/welcome-message", path: () => "/api/users/welcome-message", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/welcome-message", path: () => "/api/users/welcome-message", body: () => ({ text: "" }), expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/chat/messages/[id]/purchase", path: () => `/api/chat/messages/${UNKNOWN_ID}/purchase`,
    body: (f, actor) => ({ paymentMethod: actor === "anonymous" ? UNKNOWN_ID : f.walletCards[actor] }),
    expected: onlyAuthenticated(404),
  },
  { method: "GET", template: "/api/users/cards", path: () => "/api/users/cards", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/users/cards", path: () => "/api/users/cards",
    body: () => ({ cardNumber: "4000 0566 5566 5556", cardholderName: "A B", expiryMonth: "12", expiryYear: "2031", cvv: "123" }),
    expected: onlyAuthenticated(),
  },
  { method: "PUT", template: "/api/users/cards/[id]/default", path: (f) => `/api/users/cards/${f.cardIds[0]}/default`, expected: ownerOnly(404) },
  { method: "DELETE", template: "/api/users/cards/[id]", path: (f) => `/api/users/cards/${f.cardIds[1]}`, expected: ownerOnly(404) },
  { method: "GET", template: "/api/users/payout-methods", path: () => "/api/users/payout-methods", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/users/payout-methods", path: () => "/api/users/payout-methods",
    body: () => ({ type: "paypal", paypalEmail: "pay@example.com" }), expected: onlyAuthenticated(),
  },
  { method: "PUT", template: "/api/users/payout-methods/[id]/default", path: (f) => `/api/users/payout-methods/${f.payoutIds[0]}/default`, expected: ownerOnly(404) },
  { method: "DELETE", template: "/api/users/payout-methods/[id]", path: (f) => `/api/users/payout-methods/${f.payoutIds[1]}`, expected: ownerOnly(404) },
  // notifications: the recipient's own
  { method: "GET", template: "/api/notifications", path: () => "/api/notifications", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/notifications/unread-count", path: () => "/api/notifications/unread-count", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/notifications/stats", path: () => "/api/notifications/stats", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/notifications/read-all", path: () => "/api/notifications/read-all", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/notifications/[id]/read", path: (f) => `/api/notifications/${f.notificationId}/read`, expected: ownerOnly(404) },
  // chat: members of a conversation only
  { method: "GET", template: "/api/chat/conversations", path: () => "/api/chat/conversations", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/chat/attachments", path: () => "/api/chat/attachments",
    form: async () => imageForm("file", await jpeg(80, 80), "photo.jpg"), expected: onlyAuthenticated(),
  },
  { method: "GET", template: "/api/chat/unread-count", path: () => "/api/chat/unread-count", expected: onlyAuthenticated() },
  // resumable uploads (tus): signed-in members only. The matrix sends no tus headers, so a creation is
  // refused for its missing Upload-Length (400); an upload that is not the caller's is 404 whoever asks
  // (the uploader's own calls: tests/api/uploads-tus.test.ts)
  { method: "POST", template: "/api/uploads", path: () => "/api/uploads", expected: onlyAuthenticated(400) },
  { method: "PATCH", template: "/api/uploads/[id]", path: () => `/api/uploads/up-${UNKNOWN_ID}`, expected: onlyAuthenticated(404) },
  { method: "DELETE", template: "/api/uploads/[id]", path: () => `/api/uploads/up-${UNKNOWN_ID}`, expected: onlyAuthenticated(404) },
  {
    // the subscriber and the owner share a conversation; nobody else has one with the owner yet
    method: "GET", template: "/api/chat/conversations/with/[username]", path: (f) => `/api/chat/conversations/with/${f.owner.username}`,
    expected: { anonymous: 401, member: 404, owner: 404, subscriber: "2xx", admin: 404 },
  },
  {
    method: "POST", template: "/api/chat/conversations", path: () => "/api/chat/conversations",
    body: (f) => ({ username: f.owner.username }),
    expected: { anonymous: 401, member: "2xx", owner: 400, subscriber: "2xx", admin: "2xx" },
  },
  {
    method: "GET", template: "/api/chat/conversations/[conversationId]/messages",
    path: (f) => `/api/chat/conversations/${f.conversationId}/messages`, expected: ownerAndSubscriber(403),
  },
  {
    method: "PUT", template: "/api/chat/conversations/[conversationId]/read",
    path: (f) => `/api/chat/conversations/${f.conversationId}/read`, expected: ownerAndSubscriber(403),
  },
  // back office
  { method: "POST", template: "/api/contact", path: () => "/api/contact", body: () => ({ name: "N", email: "n@example.com", message: "Hello" }), expected: publicOk },
  { method: "GET", template: "/api/contact", path: () => "/api/contact", expected: adminOnly },
  { method: "DELETE", template: "/api/contact/[id]", path: (f) => `/api/contact/${f.contactId}`, expected: adminOnly },
  // money: a fan's own payments; refunds are the admin's
  { method: "GET", template: "/api/users/payments", path: () => "/api/users/payments", expected: onlyAuthenticated() },
  {
    method: "POST", template: "/api/admin/payments/[id]/refund", path: (f) => `/api/admin/payments/${f.paymentId}/refund`,
    body: () => ({ reason: "matrix check" }), expected: adminOnly,
  },
  // a creator's money: the viewer's own (there is no way to name anyone else's); the payout queue is the admin's
  { method: "GET", template: "/api/users/earnings", path: () => "/api/users/earnings", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/earnings/statement", path: () => "/api/users/earnings/statement", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/earnings/series", path: () => "/api/users/earnings/series", expected: onlyAuthenticated() },
  // the creator dashboard: creators only (members with a price: by now every member has one, from
  // PUT /api/users/subscription-price above; an admin is never a creator)
  {
    method: "GET", template: "/api/users/dashboard", path: () => "/api/users/dashboard",
    expected: { anonymous: 401, member: "2xx", owner: "2xx", subscriber: "2xx", admin: 403 },
  },
  { method: "GET", template: "/api/users/payouts", path: () => "/api/users/payouts", expected: onlyAuthenticated() },
  // nobody has 1000 available (the owner's balance went into the fixture's payout)
  { method: "POST", template: "/api/users/payouts", path: () => "/api/users/payouts", body: () => ({ amount: 1000 }), expected: onlyAuthenticated(400) },
  { method: "GET", template: "/api/admin/payouts", path: () => "/api/admin/payouts", expected: adminOnly },
  { method: "POST", template: "/api/admin/payouts/[id]", path: (f) => `/api/admin/payouts/${f.payoutId}`, body: () => ({ status: "failed", note: "matrix check" }), expected: adminOnly },
  { method: "GET", template: "/api/admin/payments", path: () => "/api/admin/payments", expected: adminOnly },
  { method: "GET", template: "/api/admin/reviews", path: () => "/api/admin/reviews", expected: adminOnly },
  { method: "POST", template: "/api/admin/reviews/[postId]/approve", path: () => `/api/admin/reviews/${UNKNOWN_ID}/approve`, expected: adminReaches(404) },
  { method: "POST", template: "/api/admin/reviews/[postId]/reject", path: () => `/api/admin/reviews/${UNKNOWN_ID}/reject`, body: () => ({ reason: "matrix" }), expected: adminReaches(404) },
  { method: "POST", template: "/api/admin/users/[id]/trust", path: (f) => `/api/admin/users/${f.owner.id}/trust`, body: () => ({ trusted: true }), expected: adminOnly },
  // known-abuse hash lists: the admin's alone
  { method: "GET", template: "/api/admin/hash-lists", path: () => "/api/admin/hash-lists", expected: adminOnly },
  {
    method: "POST", template: "/api/admin/hash-lists", path: () => "/api/admin/hash-lists",
    body: () => ({ name: "matrix list", source: "matrix check", reason: "underage" }), expected: adminOnly,
  },
  {
    method: "POST", template: "/api/admin/hash-lists/[id]/hashes", path: () => `/api/admin/hash-lists/${UNKNOWN_ID}/hashes`,
    body: () => ({ hashes: ["f".repeat(64)] }), expected: adminReaches(404),
  },
  { method: "POST", template: "/api/admin/media/hash", path: () => "/api/admin/media/hash", form: async () => imageForm("file", await jpeg(80, 80), "photo.jpg"), expected: adminOnly },
  { method: "GET", template: "/api/admin/reports/[id]/quarantined-file", path: () => `/api/admin/reports/${UNKNOWN_ID}/quarantined-file`, expected: adminReaches(404) },
  { method: "GET", template: "/api/admin/takedowns", path: () => "/api/admin/takedowns", expected: adminOnly },
  {
    method: "POST", template: "/api/admin/takedowns/[id]/decide", path: () => `/api/admin/takedowns/${UNKNOWN_ID}/decide`,
    body: () => ({ action: "reject", reason: "matrix" }), expected: adminReaches(404),
  },
  { method: "POST", template: "/api/admin/takedowns/[id]/restore", path: () => `/api/admin/takedowns/${UNKNOWN_ID}/restore`, body: () => ({ reason: "matrix" }), expected: adminReaches(404) },
  {
    // only the creator a notice took content from may answer it: everyone else signed in gets 404
    method: "POST", template: "/api/takedowns/[id]/counter-notice", path: () => `/api/takedowns/${UNKNOWN_ID}/counter-notice`,
    body: () => ({ message: "These are my own photos.", statement: true, signature: "Matrix Check" }),
    expected: { anonymous: 401, member: 404, owner: 404, subscriber: 404, admin: 404 },
  },
  { method: "GET", template: "/api/admin/audit-log", path: () => "/api/admin/audit-log", expected: adminOnly },
  {
    method: "POST", template: "/api/reports", path: () => "/api/reports",
    // anonymous visitors report by address with an e-mail; members by id (the owner's own post: 400 own_content)
    body: (f, actor) =>
      actor === "anonymous"
        ? { url: `/profile/${f.owner.username}`, reason: "spam", email: "matrix@example.com" }
        : { targetType: "post", targetId: f.postId, reason: "spam" },
    expected: { anonymous: 201, member: 201, subscriber: 201, admin: 201, owner: 400 },
  },
  {
    method: "POST", template: "/api/appeals", path: () => "/api/appeals",
    body: (f) => ({ reportId: f.decidedReportId, message: "matrix appeal" }),
    expected: { anonymous: 401, member: 404, subscriber: 404, admin: 404, owner: 201 },
  },
  { method: "GET", template: "/api/admin/reports", path: () => "/api/admin/reports", expected: adminOnly },
  { method: "POST", template: "/api/admin/reports/[id]/decide", path: (f) => `/api/admin/reports/${f.openReportId}/decide`, body: () => ({ action: "dismiss", reason: "matrix check" }), expected: adminOnly },
  { method: "GET", template: "/api/admin/appeals", path: () => "/api/admin/appeals", expected: adminOnly },
  { method: "POST", template: "/api/admin/appeals/[id]/decide", path: (f) => `/api/admin/appeals/${f.appealId}/decide`, body: () => ({ outcome: "upheld", reason: "matrix check" }), expected: adminOnly },
  { method: "GET", template: "/api/admin/users", path: () => "/api/admin/users", expected: adminOnly },
  { method: "GET", template: "/api/admin/users/[id]", path: (f) => `/api/admin/users/${f.spareMemberId}`, expected: adminOnly },
  // privacy rights (issue 26): a wrong password reaches the check (403) and nothing happens
  { method: "DELETE", template: "/api/users/me", path: () => "/api/users/me", body: () => ({ password: "not-the-password" }), expected: onlyAuthenticated(403) },
  { method: "POST", template: "/api/users/me/export", path: () => "/api/users/me/export", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/me/exports", path: () => "/api/users/me/exports", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/admin/users/[id]/exports", path: (f) => `/api/admin/users/${f.spareMemberId}/exports`, expected: adminOnly },
  { method: "POST", template: "/api/admin/users/[id]/export", path: () => `/api/admin/users/${UNKNOWN_ID}/export`, expected: adminReaches(404) },
  { method: "POST", template: "/api/admin/users/[id]/erase", path: () => `/api/admin/users/${UNKNOWN_ID}/erase`, body: () => ({ reason: "matrix check" }), expected: adminReaches(404) },
  { method: "POST", template: "/api/admin/users/[id]/status", path: (f) => `/api/admin/users/${f.spareMemberId}/status`, body: () => ({ status: "restricted", reason: "matrix check" }), expected: adminOnly },
  { method: "POST", template: "/api/newsletter", path: () => "/api/newsletter", body: () => ({ email: "matrix@example.com" }), expected: publicOk },
  { method: "GET", template: "/api/newsletter", path: () => "/api/newsletter", expected: adminOnly },
  // identity (issue 19 points 4-6): every fixture account is verified (tests/helpers/verification.ts), so a new
  // submission is 409; an age check sent as JSON reaches the multipart check (415)
  { method: "GET", template: "/api/users/verification", path: () => "/api/users/verification", expected: onlyAuthenticated() },
  { method: "POST", template: "/api/users/verification", path: () => "/api/users/verification", body: () => ({}), expected: onlyAuthenticated(409) },
  { method: "GET", template: "/api/users/age-check", path: () => "/api/users/age-check", expected: onlyAuthenticated() },
  { method: "POST", template: "/api/users/age-check", path: () => "/api/users/age-check", body: () => ({}), expected: onlyAuthenticated(415) },
  { method: "GET", template: "/api/users/performer-tags", path: () => "/api/users/performer-tags", expected: onlyAuthenticated() },
  { method: "GET", template: "/api/admin/verifications", path: () => "/api/admin/verifications", expected: adminOnly },
  // nobody has a pending check: an admin gets as far as 404
  {
    method: "POST", template: "/api/admin/verifications/[userId]/approve", path: (f) => `/api/admin/verifications/${f.owner.id}/approve`,
    expected: { anonymous: 401, member: 403, owner: 403, subscriber: 403, admin: 404 },
  },
  {
    method: "POST", template: "/api/admin/verifications/[userId]/reject", path: (f) => `/api/admin/verifications/${f.owner.id}/reject`,
    body: () => ({ reason: "matrix check" }), expected: { anonymous: 401, member: 403, owner: 403, subscriber: 403, admin: 404 },
  },
  // a correctly signed link to a document that does not exist: only an admin gets as far as 404
  {
    method: "GET", template: "/api/admin/documents/[id]", path: () => signedDocumentUrl("00000000-0000-4000-8000-000000000000").url,
    expected: { anonymous: 401, member: 403, owner: 403, subscriber: 403, admin: 404 },
  },
  { method: "GET", template: "/api/admin/posts/[postId]/consent", path: (f) => `/api/admin/posts/${f.postId}/consent`, expected: adminOnly },
  { method: "GET", template: "/api/posts/[postId]/performers", path: (f) => `/api/posts/${f.postId}/performers`, expected: ownerOnly(404) },
  // an unknown co-performer: the owner reaches the check (400), nobody else sees the post's performers
  {
    method: "POST", template: "/api/posts/[postId]/performers", path: (f) => `/api/posts/${f.postId}/performers`,
    body: () => ({ usernames: ["no_such_member_here"] }), expected: { anonymous: 401, member: 404, owner: 400, subscriber: 404, admin: 404 },
  },
  {
    method: "POST", template: "/api/posts/[postId]/performers/[id]/accept", path: (f) => `/api/posts/${f.postId}/performers/00000000-0000-4000-8000-000000000000/accept`,
    expected: onlyAuthenticated(404),
  },
  {
    method: "POST", template: "/api/posts/[postId]/performers/[id]/decline", path: (f) => `/api/posts/${f.postId}/performers/00000000-0000-4000-8000-000000000000/decline`,
    expected: onlyAuthenticated(404),
  },
  { method: "DELETE", template: "/api/newsletter/[id]", path: (f) => `/api/newsletter/${f.newsletterId}`, expected: adminOnly },
  // geo-blocking and blocks: the caller's own lists (tests/api/geo-blocks.test.ts, blocks.test.ts)
  { method: "GET", template: "/api/users/geo-block", path: () => "/api/users/geo-block", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/geo-block", path: () => "/api/users/geo-block", body: () => ({ countries: [] }), expected: onlyAuthenticated() },
  { method: "GET", template: "/api/users/blocks", path: () => "/api/users/blocks", expected: onlyAuthenticated() },
  // last: blocking the owner (undone by the next case) cancels the blocking subscriber's renewal
  {
    method: "POST", template: "/api/users/[username]/block", path: (f) => `/api/users/${f.owner.username}/block`,
    expected: { anonymous: 401, member: "2xx", owner: 400, subscriber: "2xx", admin: "2xx" },
  },
  {
    method: "DELETE", template: "/api/users/[username]/block", path: (f) => `/api/users/${f.owner.username}/block`,
    expected: { anonymous: 401, member: "2xx", owner: "2xx", subscriber: "2xx", admin: "2xx" },
  },
  { method: "GET", template: "/api/admin/dashboard", path: () => "/api/admin/dashboard", expected: adminOnly },
  { method: "GET", template: "/api/admin/categories", path: () => "/api/admin/categories", expected: adminOnly },
  {
    method: "POST", template: "/api/admin/categories", path: () => "/api/admin/categories",
    body: (_f, actor) => ({ name: "Matrix", slug: `matrix-${actor}-${Date.now()}` }), expected: adminOnly,
  },
  { method: "PATCH", template: "/api/admin/categories/[id]", path: (f) => `/api/admin/categories/${f.categoryId}`, body: () => ({ name: "Matrix check" }), expected: adminOnly },
  { method: "DELETE", template: "/api/admin/categories/[id]", path: (f) => `/api/admin/categories/${f.categoryId}`, expected: adminOnly },
  { method: "GET", template: "/api/admin/blog", path: () => "/api/admin/blog", expected: adminOnly },
  {
    method: "POST", template: "/api/admin/blog", path: () => "/api/admin/blog",
    body: (_f, actor) => ({ title: "Matrix", slug: `matrix-${actor}-${Date.now()}`, body: "x", published: false }), expected: adminOnly,
  },
  { method: "GET", template: "/api/admin/blog/[id]", path: (f) => `/api/admin/blog/${f.blogPostId}`, expected: adminOnly },
  { method: "PATCH", template: "/api/admin/blog/[id]", path: (f) => `/api/admin/blog/${f.blogPostId}`, body: () => ({ title: "Matrix check" }), expected: adminOnly },
  { method: "DELETE", template: "/api/admin/blog/[id]", path: (f) => `/api/admin/blog/${f.blogPostId}`, expected: adminOnly },
  { method: "GET", template: "/api/admin/pages", path: () => "/api/admin/pages", expected: adminOnly },
  { method: "GET", template: "/api/admin/pages/[slug]", path: () => "/api/admin/pages/safety?locale=ar", expected: adminOnly },
  { method: "PUT", template: "/api/admin/pages/[slug]", path: () => "/api/admin/pages/safety", body: () => ({ locale: "ar", title: "Matrix", body: "Matrix check" }), expected: adminOnly },
  // after the admin's PUT above, the admin's reset succeeds
  { method: "DELETE", template: "/api/admin/pages/[slug]", path: () => "/api/admin/pages/safety?locale=ar", expected: adminOnly },
  { method: "GET", template: "/api/categories", path: () => "/api/categories", expected: publicOk },
  { method: "GET", template: "/api/users/categories", path: () => "/api/users/categories", expected: onlyAuthenticated() },
  { method: "PUT", template: "/api/users/categories", path: () => "/api/users/categories", body: () => ({ categories: [] }), expected: onlyAuthenticated() },
];

function matches(status: number, expected: number | "2xx"): boolean {
  return expected === "2xx" ? status >= 200 && status < 300 : status === expected;
}

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("authorisation matrix", () => {
  let f: Fixtures;

  beforeAll(async () => {
    const [owner, subscriber, member, admin] = [await registerUser(), await registerUser(), await registerUser(), await registerUser()];
    await makeAdmin(admin.username);
    await prisma.user.update({ where: { id: owner.id }, data: { subscriptionPrice: 999 } });
    await subscribe(subscriber, owner);
    const post = await createPost(owner);
    const comment = await api(`/api/posts/${post._id}/comments`, { method: "POST", token: subscriber.token, body: { content: "mine" } });
    const cardIds: string[] = [];
    const payoutIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const card = await api("/api/users/cards", {
        token: owner.token,
        body: { cardNumber: ["4242424242424242", "5555555555554444"][i], cardholderName: "Owner", expiryMonth: "10", expiryYear: "2032", cvv: "999" },
      });
      cardIds.push(card.json.card?._id ?? card.json.card?.id);
      const payout = await api("/api/users/payout-methods", { token: owner.token, body: { type: "stripe", stripeAccount: `acct_${i}` } });
      payoutIds.push(payout.json.payoutMethod?._id ?? payout.json.payoutMethod?.id ?? payout.json.method?._id ?? payout.json.method?.id);
    }
    const notification = await prisma.notification.create({
      data: { recipientId: owner.id, type: "system", template: "text", params: { title: "t", message: "m" } },
    });
    const contact = await prisma.contactSubmission.create({ data: { name: "X", email: "x@example.com", message: "m" } });
    const newsletter = await prisma.newsletterSubscriber.create({ data: { email: `matrix-${Date.now()}@example.com` } });
    const [a, b] = [owner.id, subscriber.id].sort();
    const conversation = await prisma.conversation.create({ data: { participantAId: a, participantBId: b } });
    await prisma.message.create({ data: { conversationId: conversation.id, senderId: subscriber.id, receiverId: owner.id, content: "hi" } });
    const spare = await prisma.session.create({ data: { userId: owner.id, expiresAt: new Date(Date.now() + 86_400_000) } });
    const report = (status: "open" | "decided") =>
      prisma.report.create({
        data: {
          reference: newReference(), reporterId: member.id, targetType: "post", targetId: post._id, targetAuthorId: owner.id, reason: "spam", status,
          ...(status === "decided" ? { decisionAction: "remove", decisionReason: "matrix", decidedAt: new Date() } : {}),
        },
      });
    const [decidedReport, openReport, appealedReport] = [await report("decided"), await report("open"), await report("decided")];
    const appeal = await prisma.appeal.create({ data: { reportId: appealedReport.id, authorId: owner.id, message: "matrix" } });
    const spareMember = await registerUser();
    const walletCards = {
      owner: cardIds[0],
      member: (await addCard(member.id)).id,
      subscriber: (await addCard(subscriber.id)).id,
      admin: (await addCard(admin.id)).id,
    };
    const tip = await api("/api/tips", { token: subscriber.token, body: { recipientUsername: owner.username, amount: 5, cardId: walletCards.subscriber } });
    await chargeAt(subscriber.id, owner.id, 3000, new Date(Date.now() - 10 * DAY));
    const payout = await api("/api/users/payouts", { token: owner.token, body: { amount: 24 } });
    const category = await prisma.category.create({ data: { name: "Matrix", slug: `matrix-${Date.now()}` } });
    const blogPost = await prisma.blogPost.create({ data: { title: "Matrix", slug: `matrix-${Date.now()}`, body: "x" } });
    f = {
      owner, subscriber, member, admin, cardIds, payoutIds, spareSessionId: spare.id, walletCards,
      paymentId: tip.json.payment?._id,
      payoutId: payout.json.payout?._id,
      postId: post._id,
      mediaKey: post.images[0].key,
      mediaId: post.images[0]._id,
      commentId: comment.json.comment._id,
      notificationId: notification.id,
      contactId: contact.id,
      newsletterId: newsletter.id,
      conversationId: conversation.id,
      categoryId: category.id,
      blogPostId: blogPost.id,
      decidedReportId: decidedReport.id,
      openReportId: openReport.id,
      appealId: appeal.id,
      spareMemberId: spareMember.id,
    };
    expect(cardIds.every(Boolean) && payoutIds.every(Boolean) && Boolean(f.paymentId) && Boolean(f.payoutId)).toBe(true);
  });

  it("covers every route of the app", () => {
    const covered = new Set([...CASES.map((c) => `${c.method} ${c.template}`), ...Object.keys(PUBLIC)]);
    const missing = apiRoutes().flatMap((r) => r.methods.map((m) => `${m} ${r.template}`)).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.method} ${c.template}`, async () => {
      const tokens: Record<Actor, string | undefined> = {
        anonymous: undefined, member: f.member.token, owner: f.owner.token, subscriber: f.subscriber.token, admin: f.admin.token,
      };
      const wrong: string[] = [];
      for (const actor of c.order ?? ACTORS) {
        const headers = { "x-forwarded-for": nextIp() };
        const res = c.form
          ? await api(c.path(f), { method: c.method, token: tokens[actor], form: await c.form(f), headers })
          : await api(c.path(f), { method: c.method, token: tokens[actor], body: c.body?.(f, actor), headers });
        if (!matches(res.status, c.expected[actor])) {
          wrong.push(`${actor}: expected ${c.expected[actor]}, got ${res.status} ${JSON.stringify(res.json?.message ?? "")}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

