// Issue 21 part 2: a pay-per-view message bought reaches both sides at once — the buyer's other
// tabs get its media, the creator's chat shows it bought — and a refund locks it again on both,
// through the outbox the unread counts use (realtime/unread.ts, decision 066).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, member, subscribeTo } from "../helpers/social";
import { newKey } from "@/lib/storage/keys";
import { reversePayment } from "@/lib/checkout/refunds";
import { closeAllClients, connect, sharedService, sleep, stopAllServices, type Service } from "./helpers";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
let service: Service;

beforeAll(async () => {
  service = await sharedService();
});
afterEach(() => closeAllClients());
afterAll(async () => {
  closeAllClients();
  await service?.stop();
  await stopAllServices();
});

/** Well under any poll a page would do: the outbox is read 4 times a second. */
const AT_ONCE_MS = 3000;

describe("message_updated", () => {
  it("tells the creator and every tab of the buyer the moment a message is bought, and again when a refund locks it", async () => {
    const star = await creator(999);
    const fan = await member();
    const stranger = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    const photo = await prisma.media.create({ data: { ownerId: star.id, type: "image", key: newKey("pm", ".webp"), mimeType: "image/webp", size: 1000n } });

    const starSocket = await connect(service.url, star.token);
    const buyingTab = await connect(service.url, fan.token);
    const otherTab = await connect(service.url, fan.token);
    const strangerSocket = await connect(service.url, stranger.token);

    // the creator sends it from the chat: the fan's tabs get it locked
    const sent = await starSocket.request("send_message", { receiverId: fan.id, receiverModel: "User", content: "Just for you", messageType: "text", mediaIds: [photo.id], price: 6 });
    expect(sent.success, JSON.stringify(sent)).toBe(true);
    const id = sent.message._id as string;
    expect(sent.message).toMatchObject({ price: 6, purchased: false, locked: false });
    const delivered = await otherTab.waitFor("new_message", (e) => e.message._id === id);
    expect(delivered.message).toMatchObject({ locked: true, attachments: [] });

    // bought over HTTP in one tab
    const card = await addCard(fan.id);
    const started = Date.now();
    const bought = await api(`/api/chat/messages/${id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: card.id } });
    expect(bought.status, JSON.stringify(bought.json)).toBe(201);
    const forStar = await starSocket.waitFor("message_updated", (e) => e.message._id === id);
    const forOtherTab = await otherTab.waitFor("message_updated", (e) => e.message._id === id);
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS + 2000);
    expect(forStar).toMatchObject({ conversationId: sent.conversationId, message: { purchased: true, locked: false, attachments: [{ key: photo.key }] } });
    expect(forOtherTab).toMatchObject({ conversationId: sent.conversationId, message: { purchased: true, locked: false, attachments: [{ key: photo.key }] } });
    await buyingTab.waitFor("message_updated", (e) => e.message._id === id);

    // a refund locks it again, on both sides
    const payment = await prisma.payment.findFirstOrThrow({ where: { messageId: id, status: "succeeded" } });
    await reversePayment(payment.id, "refund", "test refund");
    const relockedForFan = await otherTab.waitFor("message_updated", (e) => e.message._id === id && e.message.locked === true);
    expect(relockedForFan.message).toMatchObject({ purchased: false, attachments: [] });
    expect(JSON.stringify(relockedForFan)).not.toContain(photo.key);
    const relockedForStar = await starSocket.waitFor("message_updated", (e) => e.message._id === id && e.message.purchased === false);
    expect(relockedForStar.message).toMatchObject({ locked: false, attachments: [{ key: photo.key }] });

    // nobody else hears of it
    await sleep(600);
    expect(strangerSocket.received("message_updated")).toEqual([]);
  });
});
