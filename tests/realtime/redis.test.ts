import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import { closeAllClients, connect, pair, startService, stopAllServices, type Service } from "./helpers";

// Two realtime processes on different ports sharing the machine's Redis (unique key prefix per run).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `test-${randomBytes(4).toString("hex")}`;


// Real processes on a shared machine: generous limits, so only real failures fail.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });
let one: Service;
let two: Service;

beforeAll(async () => {
  const env = { REDIS_URL, REALTIME_REDIS_PREFIX: prefix };
  [one, two] = await Promise.all([startService(env), startService(env)]);
});

afterAll(async () => {
  closeAllClients();
  await Promise.all([one?.stop(), two?.stop(), stopAllServices()]);
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}:*`);
  if (keys.length) await r.del(...keys);
  await r.quit();
});

describe("realtime service with REDIS_URL (two processes)", () => {
  it("reports Redis in /health", async () => {
    const res = await fetch(`${one.url}/health`);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok", redis: "ok" });
  });

  it("delivers messages, typing, read receipts and presence between clients on different processes", async () => {
    const [fan, creator] = await pair();
    const a = await connect(one.url, fan.token);

    const sent = await a.request("send_message", { receiverId: creator.id, receiverModel: "User", content: "across", clientId: "x1" });
    expect(sent.success).toBe(true);
    const conversationId = sent.conversationId;

    // the creator connects to the other process: the fan (process one) sees them online
    const b = await connect(two.url, creator.token);
    expect(await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "online")).toBeTruthy();
    expect(await a.request("get_online_users", { userIds: [creator.id] })).toMatchObject({ users: [{ userId: creator.id, status: "online" }] });
    expect(await b.request("join_conversation", conversationId)).toMatchObject({ success: true });

    const next = await a.request("send_message", { receiverId: creator.id, content: "from one", conversationId });
    expect((await b.waitFor("new_message")).message._id).toBe(next.message._id);
    expect((await b.waitFor("message_notification")).message._id).toBe(next.message._id);

    a.emit("typing_start", { conversationId });
    expect(await b.waitFor("user_typing")).toMatchObject({ conversationId, userId: fan.id });

    const back = await b.request("send_message", { receiverId: fan.id, content: "from two", conversationId });
    expect((await a.waitFor("new_message")).message._id).toBe(back.message._id);

    await b.request("mark_messages_read", { conversationId });
    expect((await a.waitFor("messages_read")).readBy).toBe(creator.id);

    // a second socket on process one: the creator stays online until the last socket anywhere leaves
    const b2 = await connect(one.url, creator.token);
    await b2.request("get_online_users", {}); // answered once b2's presence is recorded
    b.close();
    await new Promise((r) => setTimeout(r, 400));
    expect(a.received("user_status_change", (p) => p.userId === creator.id && p.status === "offline")).toHaveLength(0);
    b2.close();
    const off = await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "offline");
    expect(typeof off.lastSeen).toBe("string");
  });

  it("shuts down gracefully on SIGTERM: exit 0, its clients go offline for the others", async () => {
    const [fan, creator] = await pair();
    const extra = await startService({ REDIS_URL, REALTIME_REDIS_PREFIX: prefix });
    const a = await connect(one.url, fan.token);
    await a.request("send_message", { receiverId: creator.id, content: "hello" });
    const b = await connect(extra.url, creator.token);
    await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "online");
    const disconnected = new Promise((r) => b.socket.once("disconnect", r));
    expect(await extra.stop()).toBe(0);
    await disconnected;
    expect(await a.waitFor("user_status_change", (p) => p.userId === creator.id && p.status === "offline")).toBeTruthy();
  });
});
