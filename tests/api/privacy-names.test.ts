// Fans stay discreet (decision 015): search finds creators only, and a member's display name is
// what other members see in place of the legal name, everywhere they see that member.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, member, notificationsOf, setPrice, subscribeTo, type TestUser } from "../helpers/social";
import { createPost } from "../helpers/content";
import { closeAllClients, connect, sharedService, stopAllServices, type Service } from "../realtime/helpers";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const setProfile = (u: TestUser, body: Record<string, unknown>) => api("/api/users/profile", { method: "PUT", token: u.token, body });
const search = (q: string) => api(`/api/users/search?q=${encodeURIComponent(q)}`);
const ids = (res: { json: { users: { _id: string }[] } }) => res.json.users.map((u) => u._id);

describe("GET /api/users/search finds creators only", () => {
  it("never returns a fan, even on an exact username or name match; a creator is found the same way", async () => {
    const t = tag();
    const fan = await member({ firstName: `Fanfirst${t}`, lastName: `Fanlast${t}` });
    const star = await member({ priceCents: 999, firstName: `Starfirst${t}`, lastName: "Ben Salah" });
    for (const q of [fan.username, fan.username.toUpperCase(), `Fanfirst${t}`, `Fanlast${t}`, `Fanfirst${t} Fanlast${t}`]) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(ids(res)).not.toContain(fan.id);
    }
    expect(ids(await search(star.username))).toEqual([star.id]);
    expect(ids(await search(`Starfirst${t}`))).toEqual([star.id]);

    // the same member becomes a creator (a subscription price: lib/users/creator.ts) and is found
    await setPrice(fan.id, 500);
    expect(ids(await search(fan.username))).toEqual([fan.id]);
  });

  it("a creator with a display name is found by it, not by the legal name, and answers the display name", async () => {
    const t = tag();
    const star = await member({ priceCents: 999, firstName: `Legalfirst${t}`, lastName: `Legallast${t}` });
    expect((await setProfile(star, { displayName: `Velvet Moon ${t}` })).status).toBe(200);
    expect(ids(await search(`Legalfirst${t}`))).toEqual([]);
    const found = await search(`moon ${t}`);
    expect(ids(found)).toEqual([star.id]);
    expect(found.json.users[0]).toMatchObject({ firstName: `Velvet Moon ${t}`, lastName: "", displayName: `Velvet Moon ${t}` });
    expect(JSON.stringify(found.json)).not.toMatch(/Legal(first|last)/);
  });
});

describe("display name", () => {
  let service: Service;
  beforeAll(async () => {
    service = await sharedService();
  });
  afterAll(async () => {
    closeAllClients();
    await service?.stop();
    await stopAllServices();
  });

  it("is validated (1-50 characters, \"\" or null clears it) and kept apart from the legal name in the owner's own answers", async () => {
    const u = await member({ firstName: "Amel", lastName: "Trabelsi" });
    expect((await setProfile(u, { displayName: "x".repeat(51) })).status).toBe(400);
    expect((await setProfile(u, { displayName: 7 })).status).toBe(400);
    const set = await setProfile(u, { displayName: "  Night Owl  " });
    expect(set.status).toBe(200);
    expect(set.json.user).toMatchObject({ firstName: "Amel", lastName: "Trabelsi", displayName: "Night Owl" });
    const me = await api("/api/users/me", { token: u.token });
    expect(me.json.user).toMatchObject({ firstName: "Amel", lastName: "Trabelsi", displayName: "Night Owl" });
    expect((await setProfile(u, { displayName: "" })).json.user.displayName).toBeNull();
    expect((await setProfile(u, { displayName: "Owl" })).json.user.displayName).toBe("Owl");
    expect((await setProfile(u, { displayName: null })).json.user.displayName).toBeNull();
  });

  it("replaces a fan's legal name in the comment, subscriber list, chat message and notifications a creator sees", async () => {
    const t = tag();
    const legalFirst = `Legalfirst${t}`;
    const legalLast = `Legallast${t}`;
    const shown = `Quiet Fox ${t}`;
    const leaks = (value: unknown) => {
      const text = JSON.stringify(value);
      return text.includes(legalFirst) || text.includes(legalLast);
    };
    const fan = await member({ firstName: legalFirst, lastName: legalLast });
    const star = await member({ priceCents: 999 });
    expect((await setProfile(fan, { displayName: shown })).status).toBe(200);
    const expectShown = (person: Record<string, unknown>) =>
      expect(person).toMatchObject({ _id: fan.id, username: fan.username, firstName: shown, lastName: "", displayName: shown });

    // subscription (a notification), a comment, a tip (a notification whose text names the fan)
    expect((await subscribeTo(fan, star.id)).status).toBeLessThan(300);
    const post = await createPost({ ...star, email: "" });
    expect((await api(`/api/posts/${post._id}/comments`, { method: "POST", token: fan.token, body: { content: "lovely" } })).status).toBe(201);
    const card = await addCard(fan.id);
    expect((await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } })).status).toBeLessThan(300);

    // chat: the answer to the sender, what the creator receives, and the creator's lists
    const a = await connect(service.url, fan.token);
    const b = await connect(service.url, star.token);
    const ack = await a.request("send_message", { receiverId: star.id, receiverModel: "User", content: "hello", clientId: "p1" });
    expect(ack.success).toBe(true);
    expectShown(ack.message.sender);
    expectShown((await b.waitFor("new_message")).message.sender);
    expectShown((await b.waitFor("message_notification")).sender);
    const conversations = await api("/api/chat/conversations", { token: star.token });
    expectShown(conversations.json.conversations[0].participant);
    const messages = await api(`/api/chat/conversations/${ack.conversationId ?? ack.message.conversationId}/messages`, { token: star.token });
    expectShown(messages.json.messages[0].sender);

    const comments = await api(`/api/posts/${post._id}/comments`, { token: star.token });
    expect(comments.status).toBe(200);
    expectShown(comments.json.comments[0].user);
    const subscribers = await api(`/api/users/${star.username}/subscribers`, { token: star.token });
    expect(subscribers.status).toBe(200);
    expectShown(subscribers.json.subscribers[0]);
    const notes = await notificationsOf(star);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const n of notes) expectShown(n.sender);
    expect(notes.some((n) => /^(.+) sent you TND\s5\.000$/.exec(n.message)?.[1] === shown)).toBe(true);
    const profile = await api(`/api/users/${fan.username}`, { token: star.token });
    expect(profile.json.user).toMatchObject({ firstName: shown, lastName: "", displayName: shown });

    for (const answer of [ack, conversations.json, messages.json, comments.json, subscribers.json, notes, profile.json]) {
      expect(leaks(answer)).toBe(false);
    }
    // what the database still holds, so the check above is not vacuous
    expect(await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { firstName: true } })).toEqual({ firstName: legalFirst });
  });

  it("a member without a display name is shown by first and last name as before", async () => {
    const fan = await member({ firstName: "Sami", lastName: "Haddad" });
    const star = await member({ priceCents: 999 });
    await subscribeTo(fan, star.id);
    const subscribers = await api(`/api/users/${star.username}/subscribers`, { token: star.token });
    expect(subscribers.json.subscribers[0]).toMatchObject({ firstName: "Sami", lastName: "Haddad", displayName: null });
  });
});
