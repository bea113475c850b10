// The answers the app really gives match the shapes the OpenAPI document describes
// (lib/openapi/shapes.ts and the contract): every documented field is there with its type, no
// field is left undocumented, and the status is one the contract lists as a success.
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "@/lib/openapi/contract";
import { buildOpenApiDocument, type JsonSchema } from "@/lib/openapi/document";
import { api, uniqueUser, type ApiOptions } from "../helpers/http";
import { createPost, jpeg, postForm, registerUser, type TestUser } from "../helpers/content";
import { makeAdmin } from "../helpers/db";
import { chargeAt, DAY } from "../helpers/earnings";
import { addCard } from "../helpers/social";

const doc = buildOpenApiDocument();
const rnd = () => Math.floor(Math.random() * 254) + 1;

function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string" ? resolve(doc.components.schemas[ref.replace("#/components/schemas/", "")]!) : schema;
}

/** Paths of the answer's fields that the schema does not describe. */
function undocumented(value: unknown, schema: JsonSchema, at = "$"): string[] {
  const s = resolve(schema);
  const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alts) {
    const tries = alts.map((a) => undocumented(value, a, at)).sort((x, y) => x.length - y.length);
    return tries[0] ?? [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => (s.items ? undocumented(v, s.items as JsonSchema, `${at}[${i}]`) : []));
  if (value && typeof value === "object") {
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const open = typeof s.additionalProperties === "object";
    return Object.entries(value).flatMap(([k, v]) => {
      if (props[k]) return undocumented(v, props[k]!, `${at}.${k}`);
      return open ? [] : [`${at}.${k}`];
    });
  }
  return [];
}

async function call(operationId: string, path: string, opts: ApiOptions = {}) {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const res = await api(path, { method: op.method, ...opts, headers: { "x-forwarded-for": `10.${rnd()}.${rnd()}.${rnd()}`, ...opts.headers } });
  const answer = op.answers.find((a) => a.status === res.status);
  expect(answer, `${operationId}: ${res.status} ${JSON.stringify(res.json)}`).toBeDefined();
  const parsed = answer!.schema!.safeParse(res.json);
  expect(parsed.error?.issues ?? [], `${operationId}: ${JSON.stringify(res.json)}`).toEqual([]);
  const described = doc.paths[op.path]![op.method.toLowerCase()]!.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>;
  expect(undocumented(res.json, described[String(res.status)]!.content["application/json"]!.schema), operationId).toEqual([]);
  return res.json;
}

describe("answers match the OpenAPI document", () => {
  let creator: TestUser;
  let fan: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let postId: string;
  let mediaKey: string;

  beforeAll(async () => {
    [creator, fan, stranger, admin] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
    await makeAdmin(admin.username);
    // the creator offers subscriptions (the later steps need it, whichever step fails first)
    await api("/api/users/subscription-price", { method: "PUT", token: creator.token, body: { price: 5 } });
  });

  it("accounts and profiles", async () => {
    await call("verifyToken", "/api/auth/verify", { token: creator.token });
    await call("me", "/api/users/me", { token: creator.token });
    await call("listSessions", "/api/users/sessions", { token: creator.token });
    await call("twoFactorStatus", "/api/users/2fa", { token: creator.token });
    await call("setSubscriptionPrice", "/api/users/subscription-price", { token: creator.token, body: { price: 9.99 } });
    await call("updateProfile", "/api/users/profile", { token: creator.token, body: { bio: "Hello", displayName: "Nour" } });
    await call("publicProfile", `/api/users/${creator.username}`, { token: fan.token });
    await call("publicProfileByPath", `/api/users/profile/${creator.username}`);
    await call("notificationPreferences", "/api/users/notification-preferences", { token: creator.token });
    await call("setLocale", "/api/users/locale", { token: creator.token, body: { locale: "fr" } });
    const u = uniqueUser();
    await call("register", "/api/users/register", { body: u });
    await call("login", "/api/users/login", { body: { email: u.email, password: u.password } });
  });

  it("posts, media and subscriptions", async () => {
    const created = await call("createPost", "/api/posts/exclusive-content", {
      token: creator.token,
      form: postForm({ title: "Hello", description: "Words" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg", caption: "one" }]),
    });
    postId = created.post._id;
    mediaKey = created.post.images[0].key;
    const card = await addCard(fan.id);
    await call("subscribe", "/api/users/subscribe", { token: fan.token, body: { creatorId: creator.id, paymentMethod: card.id } });
    await call("listPayments", "/api/users/payments", { token: fan.token });
    await call("homeFeed", "/api/posts/home", { token: fan.token });
    const suggested = await call("homeFeed", "/api/posts/home", { token: stranger.token });
    expect(suggested.posts.some((p: { locked: boolean }) => p.locked)).toBe(true); // a locked preview was checked too
    await call("myPosts", "/api/posts/my-posts", { token: creator.token });
    await call("userPosts", `/api/posts/user-posts/${creator.username}`, { token: fan.token });
    await call("toggleLike", `/api/posts/${postId}/like`, { token: fan.token });
    await call("addComment", `/api/posts/${postId}/comments`, { token: fan.token, body: { content: "Nice" } });
    await call("listComments", `/api/posts/${postId}/comments`, { token: fan.token });
    await call("mediaAccess", `/api/users/content/access/${mediaKey}`, { token: fan.token });
    await call("listSubscribers", `/api/users/${creator.username}/subscribers`, { token: creator.token });
    await call("listSubscriptions", `/api/users/${fan.username}/subscriptions`, { token: fan.token });
    await call("sendTip", "/api/tips", { token: fan.token, body: { recipientUsername: creator.username, amount: 2.5, cardId: (await addCard(fan.id)).id } });
    await call("unsubscribe", `/api/users/${creator.username}/unsubscribe`, { token: fan.token });
  });

  it("wallet, discovery, notifications", async () => {
    await call("addCard", "/api/users/cards", {
      token: fan.token,
      body: { cardNumber: "4242 4242 4242 4242", cardholderName: "Fan", expiryMonth: 12, expiryYear: 2099, cvv: "123" },
    });
    await call("listCards", "/api/users/cards", { token: fan.token });
    await call("addPayoutMethod", "/api/users/payout-methods", { token: creator.token, body: { type: "paypal", paypalEmail: "me@example.test" } });
    await call("listPayoutMethods", "/api/users/payout-methods", { token: creator.token });
    await call("featuredCreators", "/api/users/discover/featured");
    await call("trendingCreators", "/api/users/discover/trending");
    await call("searchCreators", `/api/users/search?q=${creator.username}`);
    await call("listNotifications", "/api/notifications", { token: creator.token });
    await call("notificationUnreadCount", "/api/notifications/unread-count", { token: creator.token });
    await call("notificationStats", "/api/notifications/stats", { token: creator.token });
    await call("markAllNotificationsRead", "/api/notifications/read-all", { token: creator.token });
  });

  it("earnings, payouts and the admin's money lists", async () => {
    await chargeAt(fan.id, creator.id, 3000, new Date(Date.now() - 10 * DAY)); // 24 available
    await api("/api/users/payout-methods", { token: creator.token, body: { type: "bank", accountName: "Nour", accountNumber: "12345678" } });
    await call("getEarnings", "/api/users/earnings", { token: creator.token });
    const payout = await call("requestPayout", "/api/users/payouts", { token: creator.token, body: { amount: 20 } });
    await call("listPayouts", "/api/users/payouts", { token: creator.token });
    await call("listPayoutQueue", "/api/admin/payouts", { token: admin.token });
    await call("decidePayout", `/api/admin/payouts/${payout.payout._id}`, { token: admin.token, body: { status: "sent", note: "TRX-1" } });
    const statement = await call("getEarningsStatement", "/api/users/earnings/statement", { token: creator.token });
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toContain("payout"); // a payout row was checked too
    await call("getEarningsSeries", "/api/users/earnings/series?range=12m", { token: creator.token });
    const dashboard = await call("getCreatorDashboard", "/api/users/dashboard?range=90d", { token: creator.token });
    expect(dashboard.earnings.points).toHaveLength(13); // 13 weeks
    const payments = await call("listPaymentsForAdmin", `/api/admin/payments?q=${creator.username}`, { token: admin.token });
    expect(payments.payments.length).toBeGreaterThan(0);
  });

  it("chat, contact, admin lists and service", async () => {
    const started = await call("startConversation", "/api/chat/conversations", { token: fan.token, body: { username: creator.username } });
    const conversationId = started.conversation._id;
    await call("listConversations", "/api/chat/conversations", { token: fan.token });
    await call("conversationWith", `/api/chat/conversations/with/${creator.username}`, { token: fan.token });
    await call("listMessages", `/api/chat/conversations/${conversationId}/messages`, { token: fan.token });
    await call("markMessagesRead", `/api/chat/conversations/${conversationId}/read`, { token: creator.token, body: {} });
    await call("chatUnreadCount", "/api/chat/unread-count", { token: fan.token });
    await call("realtimeConfig", "/api/chat/realtime-config");
    await call("sendContactMessage", "/api/contact", { body: { name: "A", email: "a@example.test", message: "Hi" } });
    await call("subscribeNewsletter", "/api/newsletter", { body: { email: `n${Date.now()}@example.test` } });
    await call("listContactMessages", "/api/contact", { token: admin.token });
    await call("listNewsletterSubscribers", "/api/newsletter", { token: admin.token });
    await call("health", "/api/health");
    await call("ready", "/api/ready");
    await call("ping", "/api/ping");
  });

  it("the back office's dashboard, categories, blog and help pages", async () => {
    const t = Date.now().toString(36);
    await call("adminDashboard", "/api/admin/dashboard", { token: admin.token });
    const { category } = await call("createCategory", "/api/admin/categories", { token: admin.token, body: { name: "Openapi", slug: `openapi-${t}` } });
    await call("updateCategory", `/api/admin/categories/${category._id}`, { token: admin.token, body: { name: "OpenAPI" } });
    await call("listCategoriesForAdmin", "/api/admin/categories", { token: admin.token });
    await call("listCategories", "/api/categories");
    await call("setMyCategories", "/api/users/categories", { token: creator.token, body: { categories: [category.slug] } });
    await call("myCategories", "/api/users/categories", { token: creator.token });
    await call("trendingCreators", `/api/users/discover/trending?category=${category.slug}`);
    await call("deleteCategory", `/api/admin/categories/${category._id}`, { token: admin.token });
    const { post } = await call("createBlogPost", "/api/admin/blog", { token: admin.token, body: { title: "OpenAPI", slug: `openapi-${t}`, body: "x", published: true, locale: "fr" } });
    await call("getBlogPostForAdmin", `/api/admin/blog/${post._id}`, { token: admin.token });
    await call("updateBlogPost", `/api/admin/blog/${post._id}`, { token: admin.token, body: { published: false, excerpt: "E" } });
    await call("listBlogPostsForAdmin", "/api/admin/blog", { token: admin.token });
    await call("deleteBlogPost", `/api/admin/blog/${post._id}`, { token: admin.token });
    await call("listHelpPages", "/api/admin/pages", { token: admin.token });
    await call("getHelpPage", "/api/admin/pages/creator-support?locale=en", { token: admin.token });
    await call("saveHelpPage", "/api/admin/pages/creator-support", { token: admin.token, body: { locale: "en", title: "T", body: "B" } });
    await call("resetHelpPage", "/api/admin/pages/creator-support?locale=en", { token: admin.token });
  });

  it("leak tracing and the visible mark", async () => {
    const file = new FormData();
    file.append("file", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "copy.jpg");
    const traced = await call("traceLeak", "/api/leaks/trace", { token: creator.token, form: file });
    await call("leakTrace", `/api/leaks/trace/${traced.traceId}`, { token: creator.token });
    await call("adminLeakTraces", "/api/admin/leaks", { token: admin.token });
    await call("watermark", "/api/users/watermark", { token: creator.token });
    await call("updateWatermark", "/api/users/watermark", { token: creator.token, body: { visible: true, text: "velvet/@answers" } });
  });

  it("reports, decisions, appeals and the members section", async () => {
    const post = await createPost(creator);
    const report = await call("createReport", "/api/reports", { token: fan.token, body: { targetType: "post", targetId: post._id, reason: "copyright", details: "mine" } });
    await call("createReport", "/api/reports", { body: { url: `/profile/${creator.username}`, reason: "spam", email: "r@example.test" } });
    const queue = await call("listReports", "/api/admin/reports?status=open", { token: admin.token });
    expect(queue.reports.length).toBeGreaterThan(0);
    await call("decideReport", `/api/admin/reports/${report.report._id}/decide`, { token: admin.token, body: { action: "remove", reason: "Stolen photos" } });
    await call("listReports", "/api/admin/reports?status=decided", { token: admin.token });
    const appeal = await call("createAppeal", "/api/appeals", { token: creator.token, body: { reportId: report.report._id, message: "They are mine" } });
    await call("listAppeals", "/api/admin/appeals", { token: admin.token });
    await call("decideAppeal", `/api/admin/appeals/${appeal.appeal._id}/decide`, { token: admin.token, body: { outcome: "overturned", reason: "Licence shown" } });
    await call("listAppeals", "/api/admin/appeals?status=decided", { token: admin.token });
    await call("listMembers", `/api/admin/users?q=${creator.username}`, { token: admin.token });
    await call("getMember", `/api/admin/users/${creator.id}`, { token: admin.token });
    await call("setMemberStatus", `/api/admin/users/${stranger.id}/status`, { token: admin.token, body: { status: "restricted", reason: "Spam wave" } });
  });
});
