// The audit log: admin actions leave one row each (who, what, the ids touched, before/after), in
// the transaction of the action, and nobody can change or delete a row afterwards.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, makeAdminById, member, subscribeTo } from "../helpers/social";
import { addPayoutMethod, chargeAt, DAY, requestPayout } from "../helpers/earnings";

async function admin() {
  const a = await member();
  await makeAdminById(a.id);
  return a;
}

describe("the audit log", () => {
  it("records a payout decision and a refund with the admin, the ids and the states; a refused action leaves nothing", async () => {
    const boss = await admin();
    const star = await creator(999);
    const fan = await member();
    await chargeAt(fan.id, star.id, 7500, new Date(Date.now() - 10 * DAY));
    await addPayoutMethod(star.token);
    const payout = (await requestPayout(star.token, 20)).json.payout;

    expect((await api(`/api/admin/payouts/${payout._id}`, { method: "POST", token: boss.token, body: { status: "sent", note: "TRX-9" } })).status).toBe(200);
    // decided twice: 409, and no second row
    expect((await api(`/api/admin/payouts/${payout._id}`, { method: "POST", token: boss.token, body: { status: "failed" } })).status).toBe(409);
    const decided = await prisma.auditLog.findMany({ where: { action: "payout.decide", targetIds: { has: payout._id } } });
    expect(decided).toHaveLength(1);
    expect(decided[0]).toMatchObject({
      actorId: boss.id,
      actorName: boss.username,
      targetType: "payout",
      targetIds: [payout._id, star.id],
      before: { status: "pending" },
      after: { status: "sent", note: "TRX-9" },
    });

    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const payment = await prisma.payment.findFirstOrThrow({ where: { payerId: fan.id, kind: "subscription" } });
    expect((await api(`/api/admin/payments/${payment.id}/refund`, { method: "POST", token: boss.token, body: { reason: "Fan asked" } })).status).toBe(200);
    const refunded = await prisma.auditLog.findMany({ where: { action: "payment.refund", targetIds: { has: payment.id } } });
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ actorId: boss.id, targetIds: [payment.id, fan.id, star.id], after: { status: "refunded", reason: "Fan asked" } });
  });

  it("refuses to change or delete a row, even from a database session", async () => {
    const boss = await admin();
    const row = await prisma.auditLog.create({
      data: { actorId: boss.id, actorName: boss.username, action: "test.action", targetType: "user", targetIds: [boss.id] },
    });
    await expect(prisma.$executeRaw`UPDATE "AuditLog" SET "action" = 'test.rewritten' WHERE "id" = ${row.id}::uuid`).rejects.toThrow(/never changed or deleted/);
    await expect(prisma.$executeRaw`DELETE FROM "AuditLog" WHERE "id" = ${row.id}::uuid`).rejects.toThrow(/never changed or deleted/);
    await expect(prisma.auditLog.delete({ where: { id: row.id } })).rejects.toThrow();
    expect(await prisma.auditLog.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ action: "test.action" });
  });
});
