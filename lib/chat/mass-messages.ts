import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import type { MassMessage } from "@/lib/generated/prisma/client";
import { AppError, badRequest, fieldError, forbidden } from "@/lib/errors";
import { log } from "@/lib/log";
import { consume, limiter } from "@/lib/rate-limit";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import { toCents } from "@/shared/validation/amount";
import type { MassMessageInput } from "@/shared/schemas/chat";
import { ownedMediaForCreator } from "@/lib/chat/owned-media";
import { sendMessage } from "@/lib/chat/send";

/**
 * Mass messages (issue 21): a creator's text (with their media and a price, optionally) delivered
 * into each fan's conversation by the job queue (lib/jobs/registry.ts `chat-deliveries`), through
 * lib/chat/send.ts like any message: the messaging rule and blocks (lib/chat/permissions.ts) and
 * the receivers' notification preferences apply; a fan it may not reach is counted as skipped.
 * Durable: the row keeps its progress (`cursor`: the last fan handled, by id; delivered, skipped),
 * so a run resumes where the last one stopped, across restarts; a lease keeps two instances from
 * delivering the same one at once; a fan who already has the message is never sent it again.
 */

const BATCH = 100;
const LEASE_MS = 2 * 60 * 1000;

export async function createMassMessage(creatorId: string, input: MassMessageInput) {
  await consume(limiter("mass-message", 10, 60 * 60), creatorId, "MASS_MESSAGES_TOO_MANY");
  const creator = await prisma.user.findUnique({ where: { id: creatorId }, select: { subscriptionPrice: true } });
  if (creator?.subscriptionPrice == null) throw forbidden("CREATORS_ONLY");
  const media = await ownedMediaForCreator(creatorId, input.mediaIds ?? []);
  const priceCents = input.price == null ? null : toCents(input.price);
  if (priceCents !== null && media.length === 0) {
    throw badRequest("PRICE_NEEDS_MEDIA", { errors: fieldError("price", "PRICE_NEEDS_MEDIA") });
  }
  const row = await prisma.massMessage.create({ data: { creatorId, text: input.text, audience: input.audience, priceCents, mediaIds: media.map((m) => m.id) } });
  return toMassMessage(row, { opened: 0, bought: 0 });
}

/** GET /api/chat/mass-messages: the creator's past mass messages, newest first, with delivered, opened and bought counts. */
export async function listMassMessages(creatorId: string) {
  const rows = await prisma.massMessage.findMany({ where: { creatorId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 50 });
  const ids = rows.map((r) => r.id);
  const [opened, bought] = ids.length
    ? await Promise.all([
        prisma.message.groupBy({ by: ["massMessageId"], where: { massMessageId: { in: ids }, isRead: true }, _count: { _all: true } }),
        prisma.message.groupBy({ by: ["massMessageId"], where: { massMessageId: { in: ids }, purchasedAt: { not: null } }, _count: { _all: true } }),
      ])
    : [[], []];
  const count = (list: { massMessageId: string | null; _count: { _all: number } }[], id: string) => list.find((x) => x.massMessageId === id)?._count._all ?? 0;
  return rows.map((r) => toMassMessage(r, { opened: count(opened, r.id), bought: count(bought, r.id) }));
}

function toMassMessage(r: MassMessage, counts: { opened: number; bought: number }) {
  return {
    _id: r.id,
    text: r.text,
    audience: r.audience,
    price: r.priceCents === null ? null : r.priceCents / 100,
    mediaIds: r.mediaIds,
    status: r.status,
    total: r.total,
    delivered: r.delivered,
    skipped: r.skipped,
    opened: counts.opened,
    bought: counts.bought,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** The audience's fans (ids ascending) after `cursor`, at most `limit`; with `count`, how many there are. */
function audienceQuery(m: Pick<MassMessage, "creatorId" | "audience">, now: Date) {
  const db = kysely();
  if (m.audience === "tippers") {
    return db.selectFrom("Tip as t").select("t.senderId as fanId").where("t.recipientId", "=", m.creatorId).distinct();
  }
  let q = db.selectFrom("Subscription as s").select("s.subscriberId as fanId").where("s.creatorId", "=", m.creatorId);
  if (m.audience === "active") q = q.where(givesAccess(subscriptionRow("s"), now));
  if (m.audience === "expired") q = q.where((eb) => eb.not(givesAccess(subscriptionRow("s"), now)));
  return q;
}

async function audienceSize(m: MassMessage, now: Date): Promise<number> {
  const row = await kysely()
    .selectFrom(audienceQuery(m, now).as("a"))
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function nextFans(m: MassMessage, now: Date): Promise<string[]> {
  let q = kysely().selectFrom(audienceQuery(m, now).as("a")).select("a.fanId").orderBy("a.fanId").limit(BATCH);
  if (m.cursor) q = q.where("a.fanId", ">", m.cursor);
  return (await q.execute()).map((r) => r.fanId);
}

export type MassRun = { delivered: number; skipped: number; finished: number };

/** The job's work (a function of `now`): deliver the next batch of every mass message under way, oldest first. */
export async function deliverMassMessages(now = new Date()): Promise<MassRun> {
  const run: MassRun = { delivered: 0, skipped: 0, finished: 0 };
  const pending = await prisma.massMessage.findMany({ where: { status: { in: ["queued", "sending"] } }, orderBy: { createdAt: "asc" }, take: 5, select: { id: true } });
  for (const { id } of pending) {
    // the lease: one instance delivers a given mass message at a time
    const leased = await prisma.massMessage.updateMany({
      where: { id, status: { in: ["queued", "sending"] }, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
      data: { leaseUntil: new Date(now.getTime() + LEASE_MS) },
    });
    if (leased.count === 0) continue;
    try {
      await deliverBatch(id, now, run);
    } catch (err) {
      log.warn({ err, massMessageId: id }, "mass message batch failed; the next run resumes it");
    } finally {
      await prisma.massMessage.update({ where: { id }, data: { leaseUntil: null } });
    }
  }
  if (run.delivered || run.skipped) log.info({ job: "mass-messages", ...run }, "mass messages delivered");
  return run;
}

async function deliverBatch(id: string, now: Date, run: MassRun): Promise<void> {
  let m = await prisma.massMessage.findUniqueOrThrow({ where: { id } });
  if (m.status === "queued") m = await prisma.massMessage.update({ where: { id }, data: { status: "sending", total: await audienceSize(m, now) } });
  const fans = await nextFans(m, now);
  for (const fanId of fans) {
    const already = await prisma.message.count({ where: { massMessageId: id, receiverId: fanId } });
    let delivered = false;
    if (already === 0 && fanId !== m.creatorId) {
      try {
        await sendMessage(
          { senderId: m.creatorId, receiverId: fanId, content: m.text, mediaIds: m.mediaIds, priceCents: m.priceCents, origin: "mass", massMessageId: id },
          { system: true },
        );
        delivered = true;
      } catch (err) {
        // the messaging rule refused this fan (a block, an account that may not be shown): skipped
        if (!(err instanceof AppError)) throw err;
      }
    }
    await prisma.massMessage.update({
      where: { id },
      data: { cursor: fanId, ...(delivered ? { delivered: { increment: 1 } } : already === 0 ? { skipped: { increment: 1 } } : {}) },
    });
    if (delivered) run.delivered++;
    else if (already === 0) run.skipped++;
  }
  if (fans.length < BATCH) {
    await prisma.massMessage.update({ where: { id }, data: { status: "done", finishedAt: now } });
    run.finished++;
  }
}
