// Issue 20, part 6: unread counts (notifications, messages) reach the member's sockets the moment
// something arrives or is read, whoever changed them (the app, the realtime service), not at the
// next poll of the header (15-30 s).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";
import { createPost, subscribe } from "../helpers/content";
import { markTrustedCreator } from "../helpers/db";
import { closeAllClients, connect, pair, sharedService, sleep, stopAllServices, type Client, type Service } from "./helpers";

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

type Counts = { notifications: number; messages: number };
/** Well under the header's polls (15 s, 30 s): the push reads the changes 4 times a second. */
const AT_ONCE_MS = 3000;

/** Runs the action, then waits for unread_counts equal to `want` received after it started; answers how long it took. */
async function countsAfter(client: Client, want: Counts, action: () => Promise<unknown>): Promise<number> {
  const before = client.received("unread_counts").length;
  const started = Date.now();
  await action();
  for (;;) {
    const fresh = client.received("unread_counts").slice(before) as Counts[];
    if (fresh.some((c) => c.notifications === want.notifications && c.messages === want.messages)) return Date.now() - started;
    if (Date.now() - started > 15_000) throw new Error(`no unread_counts ${JSON.stringify(want)}; got ${JSON.stringify(fresh)}`);
    await sleep(25);
  }
}

describe("unread_counts", () => {
  it("are pushed on connection, when a notification arrives from the app or the realtime service, and when it is read", async () => {
    const [fan, creator] = await pair();
    const star = await connect(service.url, creator.token);
    const otherTab = await connect(service.url, creator.token);
    const fanSocket = await connect(service.url, fan.token);
    expect(await star.waitFor("unread_counts")).toEqual({ notifications: 0, messages: 0 });

    // a like, written by the app
    await markTrustedCreator(creator.id); // the post publishes at once
    await subscribe({ ...fan, email: "" }, { ...creator, email: "" });
    const post = await createPost({ ...creator, email: "" });
    const liked = await countsAfter(star, { notifications: 1, messages: 0 }, async () => {
      expect((await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token })).json.isLiked).toBe(true);
    });
    expect(liked).toBeLessThan(AT_ONCE_MS);
    await otherTab.waitFor("unread_counts", (c) => (c as Counts).notifications === 1);

    // a message, written by the realtime service: the message badge too
    const messaged = await countsAfter(star, { notifications: 2, messages: 1 }, async () => {
      fanSocket.emit("send_message", { receiverId: creator.id, receiverModel: "User", content: "hello", messageType: "text", clientId: "c1" });
      return fanSocket.waitFor("message_sent");
    });
    expect(messaged).toBeLessThan(AT_ONCE_MS);

    // read in one tab (the conversation's messages): both tabs' badges clear
    const { conversationId } = (await fanSocket.waitFor("message_sent")) as { conversationId: string };
    const read = await countsAfter(otherTab, { notifications: 1, messages: 0 }, () => star.request("mark_messages_read", { conversationId }));
    expect(read).toBeLessThan(AT_ONCE_MS);
    await star.waitFor("unread_counts", (c) => (c as Counts).notifications === 1 && (c as Counts).messages === 0);

    // mark all read over HTTP
    const cleared = await countsAfter(star, { notifications: 0, messages: 0 }, () => api("/api/notifications/read-all", { method: "PUT", token: creator.token }));
    expect(cleared).toBeLessThan(AT_ONCE_MS);

    // each member hears of their own counts only: the fan's (one new_post) never carry the creator's message badge
    const fanCounts = fanSocket.received("unread_counts") as Counts[];
    expect(fanCounts.every((c) => c.messages === 0)).toBe(true);
    const fanUnread = (await api("/api/notifications/unread-count", { token: fan.token })).json.unreadCount;
    expect(fanUnread).toBe(1);
    await fanSocket.waitFor("unread_counts", (c) => (c as Counts).notifications === fanUnread);
  });
});
