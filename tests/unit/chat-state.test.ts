import { describe, expect, it } from "vitest";
import {
  appendMessage,
  confirmMessage,
  displayName,
  filterConversations,
  isGroupEnd,
  markRead,
  mergeLatest,
  prependOlder,
  removeTemp,
  replaceMessage,
  withLastMessage,
} from "@/components/chat/chat-state";
import type { ChatConversation, ChatMessage } from "@/components/chat/types";
import { resolveRealtimeUrl } from "@/client/realtime-url";

const me = { _id: "me", username: "me" };
const them = { _id: "them", username: "salma", firstName: "Salma", lastName: "Ben Ali" };

function msg(id: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: id,
    conversationId: "c1",
    sender: me,
    receiver: { _id: "them" },
    content: id,
    messageType: "text",
    createdAt: `2026-01-01T00:00:0${id.length % 10}.000Z`,
    isRead: false,
    readAt: null,
    attachments: [],
    ...over,
  };
}

function conv(id: string, participant = them, unreadCount = 0): ChatConversation {
  return { _id: id, participant, lastMessage: null, lastActivity: "2026-01-01T00:00:00.000Z", unreadCount };
}

describe("chat display name and search", () => {
  it("uses first + last name when a first name exists, else the username", () => {
    expect(displayName(them)).toBe("Salma Ben Ali");
    expect(displayName({ username: "omar", firstName: "", lastName: "X" })).toBe("omar");
    expect(displayName({ username: "omar", firstName: "Omar", lastName: "" })).toBe("Omar");
  });
  it("filters by display name or username, case-insensitively", () => {
    const list = [conv("a"), conv("b", { _id: "o", username: "omar_k", firstName: "", lastName: "" })];
    expect(filterConversations(list, "BEN").map((c) => c._id)).toEqual(["a"]);
    expect(filterConversations(list, "omar").map((c) => c._id)).toEqual(["b"]);
    expect(filterConversations(list, "  ")).toHaveLength(2);
  });
});

describe("chat send (SPEC 4)", () => {
  it("replaces the temporary message by the stored one", () => {
    const list = [msg("m1"), msg("temp_x", { clientId: "x" })];
    expect(confirmMessage(list, "x", msg("m2")).map((m) => m._id)).toEqual(["m1", "m2"]);
  });
  it("drops the temporary message when the stored one is already present", () => {
    const list = [msg("temp_x", { clientId: "x" }), msg("m2")];
    expect(confirmMessage(list, "x", msg("m2")).map((m) => m._id)).toEqual(["m2"]);
    expect(confirmMessage([msg("m2")], "x", msg("m2")).map((m) => m._id)).toEqual(["m2"]);
  });
  it("removes the temporary message on failure and never appends a duplicate", () => {
    expect(removeTemp([msg("temp_x", { clientId: "x" }), msg("m1")], "x").map((m) => m._id)).toEqual(["m1"]);
    const list = [msg("m1")];
    expect(appendMessage(list, msg("m1"))).toBe(list);
  });
  it("read receipts mark the listed messages read", () => {
    const out = markRead([msg("m1"), msg("m2")], ["m2"], "2026-01-02T00:00:00.000Z");
    expect(out.map((m) => m.isRead)).toEqual([false, true]);
    expect(out[1]!.readAt).toBe("2026-01-02T00:00:00.000Z");
  });
  it("a new message becomes the last message, moves the conversation first and counts unread when asked", () => {
    const list = [conv("c0"), conv("c1")];
    const out = withLastMessage(list, msg("m9"), { countUnread: true });
    expect(out.map((c) => c._id)).toEqual(["c1", "c0"]);
    expect(out[0]!.lastMessage?.content).toBe("m9");
    expect(out[0]!.unreadCount).toBe(1);
    expect(withLastMessage(list, msg("m9"), { countUnread: false })[0]!.unreadCount).toBe(0);
  });
});

describe("thread pages", () => {
  it("older pages go first without duplicates; a refresh keeps temporary messages last", () => {
    expect(prependOlder([msg("m3")], [msg("m1"), msg("m3")]).map((m) => m._id)).toEqual(["m1", "m3"]);
    const shown = [msg("a", { createdAt: "2026-01-01T00:00:01.000Z" }), msg("temp_t", { clientId: "t" })];
    const latest = [msg("b", { createdAt: "2026-01-01T00:00:02.000Z" }), msg("c", { createdAt: "2026-01-01T00:00:03.000Z" })];
    expect(mergeLatest(shown, latest).map((m) => m._id)).toEqual(["a", "b", "c", "temp_t"]);
  });
  it("keeps a message confirmed live after the refreshed page was fetched", () => {
    const late = msg("late", { createdAt: "2026-01-01T00:00:09.000Z" });
    const latest = [msg("a", { createdAt: "2026-01-01T00:00:01.000Z" })];
    expect(mergeLatest([latest[0]!, late, msg("temp_t")], latest).map((m) => m._id)).toEqual(["a", "late", "temp_t"]);
    expect(mergeLatest([late], []).map((m) => m._id)).toEqual(["late"]);
  });
  it("groups consecutive messages of one sender", () => {
    const list = [msg("1", { sender: them }), msg("2", { sender: them }), msg("3")];
    expect([0, 1, 2].map((i) => isGroupEnd(list, i))).toEqual([false, true, true]);
  });
});

describe("a message that changed (message_updated)", () => {
  it("unlocks a bought pay-per-view message in place, keeps its read receipt, and leaves a thread without it alone", () => {
    const locked = msg("ppv", { sender: them, price: 5, locked: true, purchased: false, preview: { photos: 1, videos: 0 }, isRead: true, readAt: "2026-01-01T00:01:00.000Z" });
    const shown = [msg("a"), locked, msg("b")];
    const bought = msg("ppv", { sender: { _id: "them", username: "salma" }, price: 5, locked: false, purchased: true, attachments: [{ _id: "p1", type: "image", key: "k1", placeholder: null, width: 800, height: 600, duration: null }] });
    const next = replaceMessage(shown, bought);
    expect(next.map((m) => m._id)).toEqual(["a", "ppv", "b"]);
    expect(next[1]).toMatchObject({ locked: false, purchased: true, attachments: [{ key: "k1" }], isRead: true, readAt: "2026-01-01T00:01:00.000Z" });
    // the names the thread knew stay when the event carries fewer
    expect(next[1]!.sender).toMatchObject({ firstName: "Salma" });
    // relocked by a refund: the media go again
    const relocked = replaceMessage(next, { ...locked, locked: true, purchased: false, attachments: [] });
    expect(relocked[1]).toMatchObject({ locked: true, attachments: [] });
    const other = [msg("x")];
    expect(replaceMessage(other, bought)).toBe(other);
  });
});

describe("realtime URL for the browser", () => {
  it("uses PUBLIC_REALTIME_URL when set, else this host on the realtime port", () => {
    expect(resolveRealtimeUrl({ url: "https://rt.example.com", port: 3001 }, { protocol: "https:", hostname: "app" })).toBe("https://rt.example.com");
    expect(resolveRealtimeUrl({ url: null, port: 4123 }, { protocol: "http:", hostname: "localhost" })).toBe("http://localhost:4123");
  });
});
