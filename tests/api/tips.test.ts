import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, member, notificationsOf } from "../helpers/social";
import { entriesOf, expectLedgerBalanced, paymentsOf } from "../helpers/money";

const tip = (token: string | undefined, body: unknown) => api("/api/tips", { method: "POST", token, body });

describe("POST /api/tips", () => {
  it("charges the card, records the tip with balanced ledger entries and notifies the recipient", async () => {
    const star = await creator(999, { firstName: "Star" });
    const fan = await member({ firstName: "Amira" });
    const card = await addCard(fan.id);
    const res = await tip(fan.token, { recipientUsername: star.username, amount: 12.5, cardId: card.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      tip: { amount: 12.5, currency: "TND", recipientUsername: star.username },
      payment: { kind: "tip", amount: 12.5, currency: "TND", status: "succeeded" },
    });
    expect(res.json.message).toContain("Star");
    const row = await prisma.tip.findUniqueOrThrow({ where: { id: res.json.tip._id }, include: { payment: true } });
    expect(row).toMatchObject({ senderId: fan.id, recipientId: star.id, amountCents: 1250, cardId: card.id });
    expect(row.payment).toMatchObject({ kind: "tip", amountCents: 1250, feeCents: 250, payerId: fan.id, payeeId: star.id, provider: "test", status: "succeeded" });
    // the fan's card paid 12.50; the creator earns 10.00, pending for the hold
    expect((await entriesOf(fan.id, "payer_card")).map((e) => e.amountCents)).toEqual([-1250]);
    const earned = await entriesOf(star.id, "creator_balance");
    expect(earned.map((e) => e.amountCents)).toEqual([1000]);
    expect(earned[0].availableAt.getTime() - earned[0].createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    await expectLedgerBalanced();
    const notes = await notificationsOf(star);
    expect(notes[0]).toMatchObject({
      type: "payment_received",
      priority: "high",
      // named by their public name, as everywhere (issue 20: first and last name unless a display name is set)
      message: expect.stringMatching(/^Amira User \S+ sent you TND\s12\.500$/),
      actionUrl: `/profile/${fan.username}`,
      sender: { _id: fan.id },
    });
  });

  it("needs one of the sender's own cards", async () => {
    const star = await creator();
    const fan = await member();
    const other = await member();
    // no card at all: the tip asks for one
    const none = await tip(fan.token, { recipientUsername: star.username, amount: 5 });
    expect(none.status).toBe(400);
    expect(none.json.errors.cardId).toBeDefined();
    const mine = await addCard(fan.id);
    const theirs = await addCard(other.id);
    const missing = await tip(fan.token, { recipientUsername: star.username, amount: 5 });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Please select one of your saved cards");
    expect((await tip(fan.token, { recipientUsername: star.username, amount: 5, cardId: theirs.id })).status).toBe(403);
    const ok = await tip(fan.token, { recipientUsername: star.username, amount: 5, cardId: mine.id });
    expect(ok.status).toBe(201);
    expect((await prisma.tip.findUniqueOrThrow({ where: { id: ok.json.tip._id } })).cardId).toBe(mine.id);
  });

  it("refuses invalid amounts, yourself, unknown recipients and anonymous callers, recording nothing", async () => {
    const star = await creator();
    const fan = await member();
    const cardId = (await addCard(fan.id)).id;
    for (const amount of [0, -5, 10001, 1.234, "ten", null]) {
      const res = await tip(fan.token, { recipientUsername: star.username, amount, cardId });
      expect(res.status, `amount ${amount}`).toBe(400);
      expect(res.json.errors.amount, `amount ${amount}`).toBeDefined();
    }
    const self = await tip(fan.token, { recipientUsername: fan.username, amount: 5, cardId });
    expect(self.status).toBe(400);
    expect(self.json.message).toBe("You cannot tip yourself");
    expect((await tip(fan.token, { recipientUsername: `ghost_${Date.now()}`, amount: 5, cardId })).status).toBe(404);
    expect((await tip(undefined, { recipientUsername: star.username, amount: 5, cardId })).status).toBe(401);
    expect(await prisma.tip.count({ where: { senderId: fan.id } })).toBe(0);
    expect(await paymentsOf(fan.id)).toHaveLength(0);
  });
});
