import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, member, notificationsOf } from "../helpers/social";

const tip = (token: string | undefined, body: unknown) => api("/api/tips", { method: "POST", token, body });

describe("POST /api/tips", () => {
  it("records the tip and its ledger entry and notifies the recipient", async () => {
    const star = await creator(999, { firstName: "Star" });
    const fan = await member({ firstName: "Amira" });
    const res = await tip(fan.token, { recipientUsername: star.username, amount: 12.5 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      tip: { amount: 12.5, currency: "TND", recipientUsername: star.username },
    });
    expect(res.json.message).toContain("Star");
    const row = await prisma.tip.findUniqueOrThrow({ where: { id: res.json.tip._id }, include: { ledgerEntry: true } });
    expect(row).toMatchObject({ senderId: fan.id, recipientId: star.id, amountCents: 1250 });
    expect(row.ledgerEntry).toMatchObject({ kind: "tip", amountCents: 1250, payerId: fan.id, payeeId: star.id, provider: "ledger" });
    const notes = await notificationsOf(star);
    expect(notes[0]).toMatchObject({
      type: "payment_received",
      priority: "high",
      message: "Amira sent you 12.50 dt",
      actionUrl: `/profile/${fan.username}`,
      sender: { _id: fan.id },
    });
  });

  it("needs one of the sender's own cards when they have saved cards", async () => {
    const star = await creator();
    const fan = await member();
    const other = await member();
    const mine = await addCard(fan.id);
    const theirs = await addCard(other.id);
    const missing = await tip(fan.token, { recipientUsername: star.username, amount: 5 });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Please select a payment method");
    expect((await tip(fan.token, { recipientUsername: star.username, amount: 5, cardId: theirs.id })).status).toBe(403);
    const ok = await tip(fan.token, { recipientUsername: star.username, amount: 5, cardId: mine.id });
    expect(ok.status).toBe(201);
    expect((await prisma.tip.findUniqueOrThrow({ where: { id: ok.json.tip._id } })).cardId).toBe(mine.id);
  });

  it("refuses invalid amounts, yourself, unknown recipients and anonymous callers, recording nothing", async () => {
    const star = await creator();
    const fan = await member();
    for (const amount of [0, -5, 10001, 1.234, "ten", null]) {
      const res = await tip(fan.token, { recipientUsername: star.username, amount });
      expect(res.status, `amount ${amount}`).toBe(400);
    }
    expect((await tip(fan.token, { recipientUsername: fan.username, amount: 5 })).status).toBe(400);
    expect((await tip(fan.token, { recipientUsername: `ghost_${Date.now()}`, amount: 5 })).status).toBe(404);
    expect((await tip(undefined, { recipientUsername: star.username, amount: 5 })).status).toBe(401);
    expect(await prisma.tip.count({ where: { senderId: fan.id } })).toBe(0);
    expect(await prisma.ledgerEntry.count({ where: { payerId: fan.id } })).toBe(0);
  });
});
