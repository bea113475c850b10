// Issue 20, part 2: notifications are stored as a template with values and said in the reader's
// language when read; likes of one post are grouped; the list pages through all of them by type.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { createPost } from "../helpers/content";
import { addCard, creator, member, subscribeTo, type TestUser } from "../helpers/social";

type Note = { _id: string; title: string; message: string; type: string; template: string; params: Record<string, unknown>; isRead: boolean; sender: { _id: string } | null };

// no header of ours: a language the site does not serve (the helper would send English), so Tunisian applies
async function read(user: TestUser, query = "", headers: Record<string, string> = { "accept-language": "de" }) {
  const res = await api(`/api/notifications${query}`, { token: user.token, headers });
  expect(res.status).toBe(200);
  return res.json as { locale: string; notifications: Note[]; unreadCount: number; pagination: { total: number; pages: number; page: number; hasNext: boolean } };
}

const like = (fan: TestUser, postId: string) => api(`/api/posts/${postId}/like`, { method: "POST", token: fan.token });

describe("notifications in the reader's language", () => {
  it("are said in the saved language, else the locale cookie, else Accept-Language, else Tunisian, old ones included", async () => {
    const star = await creator(999, { firstName: "Yasmine", lastName: "Art" });
    const fan = await member({ firstName: "Omar", lastName: "Ben Ali" });
    expect((await subscribeTo(fan, star.id)).status).toBeLessThan(300);

    // stored as a template and values, not as words
    const row = await prisma.notification.findFirstOrThrow({ where: { recipientId: star.id, type: "subscription" } });
    expect(row).toMatchObject({ template: "new_subscriber", senderId: fan.id });

    // nothing asked: Tunisian (the default)
    const tn = await read(star);
    expect(tn.locale).toBe("tn");
    expect(tn.notifications[0]).toMatchObject({ type: "subscription", template: "new_subscriber", title: "مشترك جديد", message: "Omar Ben Ali اشترك معاك" });
    // Accept-Language; a browser in Tunisia (ar-TN) reads Tunisian, not Arabic
    expect((await read(star, "", { "accept-language": "en-GB,en;q=0.8" })).notifications[0]).toMatchObject({ title: "New subscriber", message: "Omar Ben Ali subscribed to you" });
    expect((await read(star, "", { "accept-language": "ar-TN,ar;q=0.9" })).notifications[0].message).toBe("Omar Ben Ali اشترك معاك");
    expect((await read(star, "", { "accept-language": "ar" })).notifications[0].message).toBe("اشترك Omar Ben Ali في حسابك");
    // the locale cookie of the site beats Accept-Language
    expect((await read(star, "", { cookie: "NEXT_LOCALE=fr", "accept-language": "en" })).notifications[0]).toMatchObject({ title: "Nouvel abonné", message: "Omar Ben Ali s’est abonné(e) à vous" });

    // the saved language beats both, and changing it changes the old notification too
    expect((await api("/api/users/locale", { method: "PUT", token: star.token, body: { locale: "fr" } })).status).toBe(200);
    const fr = await read(star, "", { cookie: "NEXT_LOCALE=en", "accept-language": "en" });
    expect(fr.locale).toBe("fr");
    expect(fr.notifications[0]).toMatchObject({ _id: tn.notifications[0]._id, title: "Nouvel abonné" });
    expect((await api("/api/users/locale", { method: "PUT", token: star.token, body: { locale: "en" } })).status).toBe(200);
    expect((await read(star)).notifications[0]).toMatchObject({ _id: tn.notifications[0]._id, title: "New subscriber", message: "Omar Ben Ali subscribed to you" });

    // a tip: the amount in the reader's way of writing it
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: (await addCard(fan.id)).id } });
    expect(tip.status).toBeLessThan(300);
    const tipNote = (await read(star, "?type=payment_received")).notifications[0];
    expect(tipNote).toMatchObject({ template: "tip", params: { amountCents: 500, currency: "TND" }, title: "New tip" });
    expect(tipNote.message).toMatch(/^Omar Ben Ali sent you TND\s5\.000$/);
    expect((await api("/api/users/locale", { method: "PUT", token: star.token, body: { locale: "fr" } })).status).toBe(200);
    expect((await read(star, "?type=payment_received")).notifications[0].message).toMatch(/^Omar Ben Ali vous a envoyé 5,000\sTND$/);
  });

  it("names people by their public name, the display name when they chose one", async () => {
    const star = await creator();
    const fan = await member({ firstName: "Legal", lastName: "Name" });
    await prisma.user.update({ where: { id: fan.id }, data: { displayName: "Nightowl" } });
    await subscribeTo(fan, star.id);
    const [note] = (await read(star, "", { "accept-language": "en" })).notifications;
    expect(note.message).toBe("Nightowl subscribed to you");
    expect(JSON.stringify(note)).not.toContain("Legal");
  });
});

describe("grouped likes", () => {
  it("likes of one post are one notification while unread, naming the latest liker and counting the others", async () => {
    const star = await creator();
    const fans = [];
    for (const name of ["Amira", "Sami", "Lina", "Omar"]) {
      const fan = await member({ firstName: name, lastName: "Fan" });
      await subscribeTo(fan, star.id);
      fans.push(fan);
    }
    const post = await createPost({ ...star, email: "" });
    for (const fan of fans) expect((await like(fan, post._id)).json.isLiked).toBe(true);

    let likes = (await read(star, "?type=post_like", { "accept-language": "en" })).notifications;
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ template: "post_like", params: { postId: post._id, count: 4 }, title: "New likes", message: "Omar Fan and 3 others liked your post", sender: { _id: fans[3].id } });
    expect(likes[0].params).not.toHaveProperty("likers");
    // counts read right in Arabic and Tunisian (ICU plural rules: 3 others is "few")
    expect((await read(star, "?type=post_like", { "accept-language": "ar" })).notifications[0].message).toBe("أعجب Omar Fan و3 أشخاص آخرين بمنشورك");
    expect((await read(star, "?type=post_like")).notifications[0].message).toBe("Omar Fan و3 آخرين عملو لايك على البوست متاعك");
    expect((await read(star, "", { "accept-language": "en" })).unreadCount).toBe(5); // 4 subscribers + 1 like group

    // unlike and like again: the same liker is not counted twice
    await like(fans[0], post._id);
    await like(fans[0], post._id);
    likes = (await read(star, "?type=post_like", { "accept-language": "en" })).notifications;
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ params: { count: 4 }, message: "Amira Fan and 3 others liked your post", sender: { _id: fans[0].id } });

    // once read, the next like starts a new notification
    expect((await api(`/api/notifications/${likes[0]._id}/read`, { method: "PUT", token: star.token })).status).toBe(200);
    await like(fans[1], post._id); // unlike
    await like(fans[1], post._id); // like
    likes = (await read(star, "?type=post_like", { "accept-language": "en" })).notifications;
    expect(likes).toHaveLength(2);
    expect(likes[0]).toMatchObject({ isRead: false, params: { count: 1 }, title: "New like", message: "Sami Fan liked your post" });
    expect(likes[1]).toMatchObject({ isRead: true, params: { count: 4 } });

    // a like on another post is its own notification
    const other = await createPost({ ...star, email: "" }, undefined, { title: "Second", description: "words" });
    await like(fans[2], other._id);
    expect((await read(star, "?type=post_like")).notifications).toHaveLength(3);
  });
});

describe("paging and filters", () => {
  it("pages through every notification, and filters by type", async () => {
    const star = await creator();
    const fans = [await member(), await member(), await member()];
    for (const f of fans) await subscribeTo(f, star.id);
    await api("/api/tips", { method: "POST", token: fans[0].token, body: { recipientUsername: star.username, amount: 2, cardId: (await addCard(fans[0].id)).id } });

    const all = await read(star, "?limit=3");
    expect(all.pagination).toMatchObject({ total: 4, pages: 2, page: 1, hasNext: true });
    const second = await read(star, "?limit=3&page=2");
    expect(second.notifications).toHaveLength(1);
    expect(second.pagination.hasNext).toBe(false);
    const ids = new Set([...all.notifications, ...second.notifications].map((n) => n._id));
    expect(ids.size).toBe(4);

    const subs = await read(star, "?type=subscription");
    expect(subs.notifications.map((n) => n.type)).toEqual(["subscription", "subscription", "subscription"]);
    expect(subs.pagination.total).toBe(3);
    expect(subs.unreadCount).toBe(4); // the bell's count is of everything
    const subsPage2 = await read(star, "?type=subscription&limit=2&page=2");
    expect(subsPage2.notifications).toHaveLength(1);
    expect((await read(star, "?type=payment_received")).notifications.map((n) => n.template)).toEqual(["tip"]);
    expect((await read(star, "?type=subscription,payment_received")).pagination.total).toBe(4);
    expect((await read(star, "?type=post_like")).notifications).toEqual([]);

    const bad = await api("/api/notifications?type=nonsense", { token: star.token });
    expect(bad.status).toBe(400);
  });
});
