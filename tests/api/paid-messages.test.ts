import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, member, setPeriod, subscribeTo, TEST_CARDS, type TestUser } from "../helpers/social";
import { expectLedgerBalanced, paymentsOf } from "../helpers/money";
import { sendMessage } from "@/lib/chat/send";
import { deliverMassMessages } from "@/lib/chat/mass-messages";
import { deliverWelcomeMessages } from "@/lib/chat/welcome";
import { newKey } from "@/lib/storage/keys";
import { reversePayment } from "@/lib/checkout/refunds";

// Issue 21 parts 2 and 7: pay-per-view messages, mass messages, the welcome message.

const DAY = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A photo of the creator's, as an upload leaves it (a Media row of theirs). */
function photoOf(owner: TestUser) {
  return prisma.media.create({ data: { ownerId: owner.id, type: "image", key: newKey("pm", ".webp"), mimeType: "image/webp", size: 1000n } });
}

/** The messages of `viewer`'s conversation with `other`, as the API answers them. */
async function thread(viewer: TestUser, other: TestUser) {
  const conv = await prisma.conversation.findFirst({ where: { OR: [{ participantAId: viewer.id, participantBId: other.id }, { participantAId: other.id, participantBId: viewer.id }] } });
  if (!conv) return [];
  const res = await api(`/api/chat/conversations/${conv.id}/messages?limit=50`, { token: viewer.token });
  expect(res.status).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
  return res.json.messages as Array<Record<string, any>>;
}

const mediaLink = (viewer: TestUser, key: string) => api(`/api/users/content/access/${key}`, { token: viewer.token });

/** Runs the job's work until the mass message is delivered (the app's own queue may take batches too). */
async function untilDelivered(id: string) {
  for (let i = 0; i < 60; i++) {
    await deliverMassMessages(new Date());
    const row = await prisma.massMessage.findUniqueOrThrow({ where: { id } });
    if (row.status === "done") return row;
    await sleep(250);
  }
  throw new Error("mass message not delivered");
}

afterEach(async () => {
  await expectLedgerBalanced();
});

describe("pay-per-view messages", () => {
  it("the fan sees the text, the price and a locked preview, never the media, until they buy it; then both sides see it bought", async () => {
    const star = await creator(999);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    const photo = await photoOf(star);
    const sent = await sendMessage({ senderId: star.id, receiverId: fan.id, content: "Just for you", mediaIds: [photo.id], priceCents: 750 });
    expect(sent).toMatchObject({ price: 7.5, locked: false, purchased: false });

    const [locked] = (await thread(fan, star)).filter((m) => m._id === sent._id);
    expect(locked).toMatchObject({ content: "Just for you", price: 7.5, locked: true, purchased: false, preview: { photos: 1, videos: 0 }, attachments: [] });
    expect(JSON.stringify(locked)).not.toContain(photo.key);
    expect((await mediaLink(fan, photo.key)).status).toBe(403);
    // the creator sees their own message whole, not bought yet
    expect((await thread(star, fan)).find((m) => m._id === sent._id)).toMatchObject({ locked: false, purchased: false, attachments: [{ key: photo.key }] });

    // someone else cannot buy it (404), a declined card charges nothing
    const other = await member();
    expect((await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: other.token, body: { paymentMethod: (await addCard(other.id)).id } })).status).toBe(404);
    const declined = await addCard(fan.id, TEST_CARDS.declined);
    expect((await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: declined.id } })).status).toBe(402);
    expect((await mediaLink(fan, photo.key)).status).toBe(403);

    const card = await addCard(fan.id);
    const bought = await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: card.id } });
    expect(bought.status, JSON.stringify(bought.json)).toBe(201);
    expect(bought.json.message).toMatchObject({ locked: false, purchased: true, attachments: [{ key: photo.key }] });
    expect(bought.json.payment).toMatchObject({ amount: 7.5 });
    const purchase = (await paymentsOf(fan.id)).find((p) => p.kind === "purchase")!;
    expect(purchase).toMatchObject({ amountCents: 750, payeeId: star.id, messageId: sent._id, status: "succeeded" });
    expect((await mediaLink(fan, photo.key)).status).toBe(200);
    expect((await thread(fan, star)).find((m) => m._id === sent._id)).toMatchObject({ locked: false, attachments: [{ key: photo.key }] });
    expect((await thread(star, fan)).find((m) => m._id === sent._id)).toMatchObject({ purchased: true });

    const again = await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: card.id } });
    expect([again.status, again.json.code]).toEqual([409, "ALREADY_PURCHASED"]);
  });

  it("a refund of the purchase locks the message again (media links too), and the fan may buy it again", async () => {
    const star = await creator(999);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    const photo = await photoOf(star);
    const sent = await sendMessage({ senderId: star.id, receiverId: fan.id, content: "Refund me", mediaIds: [photo.id], priceCents: 400 });
    const card = await addCard(fan.id);
    expect((await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: card.id } })).status).toBe(201);
    expect((await mediaLink(fan, photo.key)).status).toBe(200);

    const payment = (await paymentsOf(fan.id)).find((p) => p.messageId === sent._id)!;
    await reversePayment(payment.id, "refund", "test refund");
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    const relocked = (await thread(fan, star)).find((m) => m._id === sent._id);
    expect(relocked).toMatchObject({ locked: true, purchased: false, attachments: [] });
    expect(JSON.stringify(relocked)).not.toContain(photo.key);
    expect((await mediaLink(fan, photo.key)).status).toBe(403);
    expect((await thread(star, fan)).find((m) => m._id === sent._id)).toMatchObject({ purchased: false, attachments: [{ key: photo.key }] });
    // reversed twice (a chargeback after the refund): no second effect
    expect(await reversePayment(payment.id, "chargeback", "late")).toBeNull();

    // it is for sale again
    const again = await api(`/api/chat/messages/${sent._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: card.id } });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    expect(again.json.message).toMatchObject({ locked: false, purchased: true });
  });

  it("a price needs media, and media must be the sender's own", async () => {
    const star = await creator(999);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    await expect(sendMessage({ senderId: star.id, receiverId: fan.id, content: "pay me", priceCents: 500 })).rejects.toMatchObject({ code: "PRICE_NEEDS_MEDIA" });
    const foreign = await photoOf(await member());
    await expect(sendMessage({ senderId: star.id, receiverId: fan.id, content: "x", mediaIds: [foreign.id] })).rejects.toMatchObject({ code: "MEDIA_NOT_OWNED" });
  });
});

describe("mass messages", () => {
  it("reach the chosen audience once each, skip blocked fans, and report delivered / opened / bought", async () => {
    const star = await creator(999);
    const [active, expired, blocker, tipper] = [await member(), await member(), await member(), await member()];
    for (const f of [active, expired, blocker]) expect((await subscribeTo(f, star.id)).status).toBe(201);
    await setPeriod(expired.id, star.id, { status: "expired", endDate: new Date(Date.now() - DAY), autoRenew: false });
    // a fan who blocked the creator keeps their paid period (still in the audience) but cannot be messaged
    expect((await api(`/api/users/${star.username}/block`, { method: "POST", token: blocker.token })).status).toBe(200);
    // a tipper who also had a subscription once
    expect((await subscribeTo(tipper, star.id)).status).toBe(201);
    await setPeriod(tipper.id, star.id, { status: "expired", endDate: new Date(Date.now() - 2 * DAY), autoRenew: false });
    expect((await api("/api/tips", { method: "POST", token: tipper.token, body: { recipientUsername: star.username, amount: 5, cardId: (await addCard(tipper.id)).id } })).status).toBe(201);

    const photo = await photoOf(star);
    const res = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "New set out!", audience: "active", mediaIds: [photo.id], price: 3 } });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json.massMessage).toMatchObject({ status: "queued", audience: "active", price: 3 });
    const done = await untilDelivered(res.json.massMessage._id);
    expect(done).toMatchObject({ total: 2, delivered: 1, skipped: 1 });

    const got = (await thread(active, star)).filter((m) => m.origin === "mass");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ content: "New set out!", locked: true, price: 3, attachments: [] });
    expect((await thread(expired, star)).filter((m) => m.origin === "mass")).toEqual([]);
    expect((await thread(blocker, star)).filter((m) => m.origin === "mass")).toEqual([]);

    // delivering again sends nothing more
    await deliverMassMessages(new Date());
    expect(await prisma.message.count({ where: { massMessageId: res.json.massMessage._id } })).toBe(1);

    // the fan buys it: the creator's list counts it
    const bought = await api(`/api/chat/messages/${got[0]!._id}/purchase`, { method: "POST", token: active.token, body: { paymentMethod: (await addCard(active.id)).id } });
    expect(bought.status).toBe(201);

    const expiredOnes = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "We miss you", audience: "expired" } });
    await untilDelivered(expiredOnes.json.massMessage._id);
    const tippers = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "Thanks for the tip", audience: "tippers" } });
    await untilDelivered(tippers.json.massMessage._id);
    const everyone = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "Hello all", audience: "all" } });
    await untilDelivered(everyone.json.massMessage._id);

    const receivedBy = async (text: string) =>
      (await prisma.message.findMany({ where: { senderId: star.id, content: text, origin: "mass" }, select: { receiverId: true } })).map((m) => m.receiverId).sort();
    expect(await receivedBy("We miss you")).toEqual([expired.id, tipper.id].sort());
    expect(await receivedBy("Thanks for the tip")).toEqual([tipper.id]);
    expect(await receivedBy("Hello all")).toEqual([active.id, expired.id, tipper.id].sort());

    const list = await api("/api/chat/mass-messages", { token: star.token });
    expect(list.status).toBe(200);
    expect(list.json.massMessages.find((m: { _id: string }) => m._id === res.json.massMessage._id)).toMatchObject({ delivered: 1, skipped: 1, bought: 1, status: "done" });
  });

  it("only creators send them, with their own media", async () => {
    const fan = await member();
    const notCreator = await api("/api/chat/mass-messages", { method: "POST", token: fan.token, body: { text: "hi", audience: "all" } });
    expect([notCreator.status, notCreator.json.code]).toEqual([403, "CREATORS_ONLY"]);
    const star = await creator(999);
    const foreign = await photoOf(fan);
    const res = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "hi", audience: "all", mediaIds: [foreign.id] } });
    expect([res.status, res.json.code]).toEqual([400, "MEDIA_NOT_OWNED"]);
    const bad = await api("/api/chat/mass-messages", { method: "POST", token: star.token, body: { text: "hi", audience: "everyone" } });
    expect(bad.status).toBe(400);
  });
});

describe("the welcome message", () => {
  it("is sent to every new subscriber, labelled, and not again on renewal", async () => {
    const star = await creator(999);
    const put = await api("/api/users/welcome-message", { method: "PUT", token: star.token, body: { text: "Welcome aboard!" } });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    let welcome: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 40 && welcome.length === 0; i++) {
      await deliverWelcomeMessages();
      welcome = (await thread(fan, star)).filter((m) => m.origin === "welcome");
      if (welcome.length === 0) await sleep(250);
    }
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ content: "Welcome aboard!" });
    await deliverWelcomeMessages();
    expect((await thread(fan, star)).filter((m) => m.origin === "welcome")).toHaveLength(1);
  });
});
