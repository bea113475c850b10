// Pay-per-view posts (issue 21 point 1): a priced post is locked for everyone but its owner until
// bought (subscribers included, unless the creator makes it free for subscribers), shows its
// price, media counts, video lengths and a blurred placeholder, and is bought through the same
// checkout as a subscription. Visibility is checked in the feed, on the profile and on the media URL.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, jpeg, postForm, subscribe, type Upload } from "../helpers/content";
import { video } from "../helpers/video";
import { addCard, creator, member, notificationsOf, TEST_CARDS, type TestUser } from "../helpers/social";
import { entriesOf, expectLedgerBalanced, paymentsOf } from "../helpers/money";
import { reversePayment } from "@/lib/checkout/refunds";

type Fields = { price?: string; freeForSubscribers?: string; publishAt?: string; expiresAt?: string };

async function priced(user: TestUser, fields: Fields, files?: Upload[], text = { title: "Priced", description: "Secret words" }) {
  const form = postForm(text, files ?? [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return apiForm("/api/posts/exclusive-content", { token: user.token, form });
}

async function pricedPost(user: TestUser, fields: Fields, files?: Upload[]) {
  const res = await priced(user, fields, files);
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.post;
}

const buy = (fan: TestUser, postId: string, paymentMethod: string) => api(`/api/posts/${postId}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod } });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
type Post = Record<string, any>;
const profilePosts = async (viewer: TestUser, star: TestUser): Promise<Post[]> => (await api(`/api/posts/user-posts/${star.username}`, { token: viewer.token })).json.posts;
const feed = async (viewer: TestUser): Promise<Post[]> => (await api("/api/posts/home?limit=50", { token: viewer.token })).json.posts;
const mediaStatus = async (viewer: TestUser, key: string) => (await api(`/api/users/content/access/${encodeURIComponent(key)}`, { token: viewer.token })).status;
const find = (posts: Post[], id: string) => posts.find((p) => p._id === id);

function expectLockedWithPrice(p: Post | undefined, price: number) {
  expect(p).toBeDefined();
  expect(p).toMatchObject({ locked: true, title: null, content: null, images: [], videos: [], price, purchased: false });
  expect(JSON.stringify(p)).not.toMatch(/"key"/);
}

describe("pay-per-view posts", () => {
  it("a priced post carries its price, counts, video lengths and a placeholder; bad prices are refused with field errors", async () => {
    const star = await creator();
    const post = await pricedPost(star, { price: "4.99" }, [
      { bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" },
      { bytes: video({ seconds: 83.5, fps: 1, width: 64, height: 36, audio: false }), name: "v.mp4", type: "video/mp4" },
    ]);
    expect(post).toMatchObject({ price: 4.99, freeForSubscribers: false, publishAt: null, expiresAt: null, locked: false, mediaCount: { images: 1, videos: 1 } });
    expect(post.preview.videoSeconds).toEqual([84]);
    // a ThumbHash (base64, decision 079), the same as the first medium's
    expect(post.preview.placeholder).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
    expect(post.preview.placeholder).toBe(post.images[0].placeholder);
    expect(await prisma.post.findUniqueOrThrow({ where: { id: post._id }, select: { priceCents: true } })).toEqual({ priceCents: 499 });

    for (const price of ["0", "-3", "abc", "1.234", "100000"]) {
      const res = await priced(star, { price });
      expect(res.status, price).toBe(400);
      expect(res.json.errors.price, price).toBeDefined();
    }
    // a post without a price is as before
    const free = await pricedPost(star, {});
    expect(free).toMatchObject({ price: null, freeForSubscribers: false });
  });

  it("locked for subscribers and others, open to the owner, in the profile, the feed and the media URL; buying opens it for good", async () => {
    const star = await creator();
    const sub = await member();
    const other = await member();
    await subscribe(sub as never, star as never);
    const post = await pricedPost(star, { price: "4.99" });
    const free = await pricedPost(star, {});
    const key = post.images[0].key as string;

    // the owner
    expect(find(await profilePosts(star, star), post._id)).toMatchObject({ locked: false, price: 4.99, title: "Priced" });
    expect(await mediaStatus(star, key)).toBe(200);
    // a subscriber: the free post is open, the priced one locked with its price
    const subProfile = await profilePosts(sub, star);
    expect(find(subProfile, free._id)).toMatchObject({ locked: false });
    expectLockedWithPrice(find(subProfile, post._id), 4.99);
    expect(find(subProfile, post._id)!.mediaCount).toEqual({ images: 1, videos: 0 });
    expect(find(subProfile, post._id)!.preview.placeholder).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
    expectLockedWithPrice(find(await feed(sub), post._id), 4.99);
    expect(find(await feed(sub), free._id)).toMatchObject({ locked: false });
    expect(await mediaStatus(sub, key)).toBe(403);
    // someone else: no profile, a locked preview in the suggested feed, no media
    expect((await api(`/api/posts/user-posts/${star.username}`, { token: other.token })).status).toBe(403);
    expectLockedWithPrice(find(await feed(other), post._id), 4.99);
    expect(await mediaStatus(other, key)).toBe(403);

    // the subscriber buys it: charged through checkout, ledger balanced, the creator told
    const card = await addCard(sub.id);
    const res = await buy(sub, post._id, card.id);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, purchase: { kind: "post", amount: 4.99, currency: "TND" }, payment: { kind: "purchase", amount: 4.99, status: "succeeded" } });
    const payment = (await paymentsOf(sub.id))[0];
    expect(payment).toMatchObject({ kind: "purchase", amountCents: 499, feeCents: 99, payeeId: star.id, postId: post._id, status: "succeeded" });
    expect((await entriesOf(star.id, "creator_balance")).map((e) => e.amountCents)).toEqual([400]);
    await expectLedgerBalanced();
    expect((await notificationsOf(star))[0]).toMatchObject({ type: "payment_received", title: "Post bought" });

    expect(find(await profilePosts(sub, star), post._id)).toMatchObject({ locked: false, title: "Priced", purchased: true });
    expect(find(await feed(sub), post._id)).toMatchObject({ locked: false, purchased: true });
    expect(await mediaStatus(sub, key)).toBe(200);
    // still locked for the others
    expectLockedWithPrice(find(await feed(other), post._id), 4.99);
    expect(await mediaStatus(other, key)).toBe(403);

    // bought once: 409
    const again = await buy(sub, post._id, card.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("ALREADY_PURCHASED");
    expect(await prisma.purchase.count({ where: { buyerId: sub.id } })).toBe(1);

    // the subscription ends: the bought post stays open (media URL, purchases list)
    await prisma.subscription.updateMany({ where: { subscriberId: sub.id, creatorId: star.id }, data: { status: "expired", endDate: new Date(Date.now() - 1000) } });
    expect(await mediaStatus(sub, key)).toBe(200);
    const mine = await api("/api/users/purchases", { token: sub.token });
    expect(mine.status).toBe(200);
    expect(mine.json.items).toHaveLength(1);
    expect(mine.json.items[0]).toMatchObject({ kind: "post", amount: 4.99, post: { _id: post._id, locked: false, title: "Priced", purchased: true } });
    expect(mine.json.pagination).toMatchObject({ total: 1, page: 1 });
    // the suggested feed (no subscription left) shows it open to the buyer only
    expect(find(await feed(sub), post._id)).toMatchObject({ locked: false });
    expect(find(await feed(sub), free._id)).toMatchObject({ locked: true });
  });

  it("a non-subscriber may buy; free for subscribers opens it to subscribers without buying", async () => {
    const star = await creator();
    const sub = await member();
    const fan = await member();
    await subscribe(sub as never, star as never);
    const post = await pricedPost(star, { price: "2.50", freeForSubscribers: "true" });
    expect(post).toMatchObject({ price: 2.5, freeForSubscribers: true });
    const key = post.images[0].key as string;
    expect(find(await profilePosts(sub, star), post._id)).toMatchObject({ locked: false });
    expect(await mediaStatus(sub, key)).toBe(200);
    expectLockedWithPrice(find(await feed(fan), post._id), 2.5);
    expect(await mediaStatus(fan, key)).toBe(403);
    const card = await addCard(fan.id);
    expect((await buy(fan, post._id, card.id)).status).toBe(201);
    expect(await mediaStatus(fan, key)).toBe(200);
    expect(find(await feed(fan), post._id)).toMatchObject({ locked: false, purchased: true });
  });

  it("a card that needs confirmation opens the post only once confirmed; a declined card changes nothing", async () => {
    const star = await creator();
    const fan = await member();
    const post = await pricedPost(star, { price: "3" });
    const key = post.images[0].key as string;

    const declined = await addCard(fan.id, TEST_CARDS.declined);
    const no = await buy(fan, post._id, declined.id);
    expect(no.status).toBe(402);
    expect(await prisma.purchase.count({ where: { buyerId: fan.id } })).toBe(0);

    const card = await addCard(fan.id, TEST_CARDS.confirm);
    const res = await buy(fan, post._id, card.id);
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ requiresAction: true });
    expect(await mediaStatus(fan, key)).toBe(403);
    // a second attempt while the first waits
    const pending = await buy(fan, post._id, card.id);
    expect(pending.status).toBe(409);
    expect(pending.json.code).toBe("PURCHASE_PENDING");

    const url = new URL(res.json.actionUrl);
    const ref = url.pathname.split("/").pop()!;
    const confirmed = await api(`/api/payments/test-provider/${ref}${url.search}`, { method: "POST", body: { decision: "confirm" } });
    expect(confirmed.json).toMatchObject({ status: "succeeded" });
    expect(await mediaStatus(fan, key)).toBe(200);
    expect(await prisma.purchase.count({ where: { buyerId: fan.id, postId: post._id } })).toBe(1);
    await expectLedgerBalanced();

    // a refund takes the access back
    const payment = (await paymentsOf(fan.id)).find((p) => p.status === "succeeded")!;
    await reversePayment(payment.id, "refund", "test refund");
    expect(await mediaStatus(fan, key)).toBe(403);
    expect(await prisma.purchase.count({ where: { buyerId: fan.id } })).toBe(0);
    await expectLedgerBalanced();
  });

  it("a payment left waiting for confirmation past 30 minutes is given up, and the fan can pay again", async () => {
    const star = await creator();
    const fan = await member();
    const post = await pricedPost(star, { price: "4" });
    const confirm = await addCard(fan.id, TEST_CARDS.confirm);
    expect((await buy(fan, post._id, confirm.id)).status).toBe(202);
    const pays = await addCard(fan.id);
    // 29 minutes later it still waits: a second purchase is refused
    await prisma.payment.updateMany({ where: { payerId: fan.id }, data: { createdAt: new Date(Date.now() - 29 * 60_000) } });
    expect((await buy(fan, post._id, pays.id)).json.code).toBe("PURCHASE_PENDING");
    // 31 minutes: given up, and the new purchase goes through
    await prisma.payment.updateMany({ where: { payerId: fan.id }, data: { createdAt: new Date(Date.now() - 31 * 60_000) } });
    expect((await buy(fan, post._id, pays.id)).status).toBe(201);
    const payments = await paymentsOf(fan.id);
    expect(payments.map((p) => [p.status, p.failureCode ?? null]).sort()).toEqual([["failed", "abandoned"], ["succeeded", null]]);
    expect(await prisma.purchase.count({ where: { buyerId: fan.id, postId: post._id } })).toBe(1);
    await expectLedgerBalanced();
  });

  it("refuses what is not for sale, unknown posts and strangers' cards", async () => {
    const star = await creator();
    const fan = await member();
    const card = await addCard(fan.id);
    const free = await pricedPost(star, {});
    const notForSale = await buy(fan, free._id, card.id);
    expect(notForSale.status).toBe(400);
    expect(notForSale.json.code).toBe("NOT_FOR_SALE");
    const post = await pricedPost(star, { price: "5" });
    const starCard = await addCard(star.id);
    const own = await buy(star, post._id, starCard.id);
    expect(own.status).toBe(400);
    expect(own.json.code).toBe("NOT_FOR_SALE");
    expect((await buy(fan, post._id, starCard.id)).status).toBe(403);
    expect((await buy(fan, "00000000-0000-4000-8000-000000000000", card.id)).status).toBe(404);
    expect((await buy(fan, "not-an-id", card.id)).status).toBe(404);
    expect((await buy(fan, post._id, "nope")).status).toBe(400);
    expect((await api(`/api/posts/${post._id}/purchase`, { method: "POST", body: { paymentMethod: card.id } })).status).toBe(401);
    expect(await prisma.payment.count({ where: { payerId: fan.id } })).toBe(0);
  });
});
