import { prisma } from "@/lib/db";
import { badRequest, fieldError } from "@/lib/errors";
import { log } from "@/lib/log";
import { toCents } from "@/shared/validation/amount";
import type { WelcomeMessageInput } from "@/shared/schemas/chat";
import { ownedMediaForCreator } from "@/lib/chat/owned-media";
import { sendMessage } from "@/lib/chat/send";

/**
 * The welcome message (issue 21): sent automatically to every new subscriber of a creator. A new
 * subscription (lib/subscriptions/paid.ts, lib/checkout/trial.ts) marks `welcomePending` in its
 * own transaction; the job (`chat-deliveries`) takes each mark once (cleared before sending) and
 * sends the creator's message through lib/chat/send.ts, labelled `welcome`.
 */

export async function getWelcomeMessage(creatorId: string) {
  const w = await prisma.welcomeMessage.findUnique({ where: { creatorId } });
  return w ? { text: w.text, mediaIds: w.mediaIds, price: w.priceCents === null ? null : w.priceCents / 100 } : null;
}

/** PUT /api/users/welcome-message: sets it; an empty text without media removes it. */
export async function setWelcomeMessage(creatorId: string, input: WelcomeMessageInput) {
  const media = await ownedMediaForCreator(creatorId, input.mediaIds ?? []);
  if (!input.text && media.length === 0) {
    await prisma.welcomeMessage.deleteMany({ where: { creatorId } });
    return null;
  }
  const priceCents = input.price == null ? null : toCents(input.price);
  if (priceCents !== null && media.length === 0) {
    throw badRequest("PRICE_NEEDS_MEDIA", { errors: fieldError("price", "PRICE_NEEDS_MEDIA") });
  }
  const data = { text: input.text, mediaIds: media.map((m) => m.id), priceCents };
  await prisma.welcomeMessage.upsert({ where: { creatorId }, create: { creatorId, ...data }, update: data });
  return getWelcomeMessage(creatorId);
}

/** The job's work: the welcome message of each creator to each subscriber marked since the last run. */
export async function deliverWelcomeMessages(): Promise<{ sent: number }> {
  let sent = 0;
  const due = await prisma.subscription.findMany({ where: { welcomePending: true }, select: { id: true, subscriberId: true, creatorId: true }, take: 200 });
  for (const s of due) {
    const taken = await prisma.subscription.updateMany({ where: { id: s.id, welcomePending: true }, data: { welcomePending: false } });
    if (taken.count === 0) continue;
    const w = await prisma.welcomeMessage.findUnique({ where: { creatorId: s.creatorId } });
    if (!w) continue;
    try {
      await sendMessage(
        { senderId: s.creatorId, receiverId: s.subscriberId, content: w.text, mediaIds: w.mediaIds, priceCents: w.priceCents, origin: "welcome" },
        { system: true },
      );
      sent++;
    } catch (err) {
      log.warn({ err, subscriptionId: s.id }, "welcome message not sent");
    }
  }
  return { sent };
}
