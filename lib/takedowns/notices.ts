import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { conflict, notFound, fieldError } from "@/lib/errors";
import { sendStatementMail } from "@/lib/safety/statement";
import { CLAIMANT_SELECT, claimantMail } from "@/lib/takedowns/texts";
import { resolveTakedownUrls, siteHosts } from "@/lib/takedowns/urls";
import type { CounterNoticeInput, TakedownNoticeInput } from "@/shared/schemas/moderation";
import { z } from "@/shared/zod";

// The public side of takedown notices (issue 19, point 9): anyone files a notice through /dmca
// and gets a reference; the creator whose content was taken down may answer once with a
// counter-notice, which the claimant is told about and an admin weighs before restoring.

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference(): string {
  const bytes = randomBytes(8);
  return `TD-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** POST /api/takedowns: stores the notice with the content each URL names; 201 with its reference. */
export async function fileTakedown(input: TakedownNoticeInput, requestHost: string | null, language: string, now: Date) {
  const urls = [...new Set(input.urls)];
  const items = await resolveTakedownUrls(urls, siteHosts(requestHost));
  const takedown = await prisma.takedown.create({
    data: {
      reference: newReference(),
      claimantName: input.claimantName,
      email: input.email,
      urls,
      description: input.description,
      signature: input.signature,
      claimantLocale: language,
      createdAt: now,
      items: { create: items.map((i) => ({ url: i.url, creatorId: i.creatorId, postId: i.postId })) },
    },
    select: { id: true, reference: true, status: true, createdAt: true },
  });
  return { _id: takedown.id, reference: takedown.reference, status: takedown.status, createdAt: takedown.createdAt.toISOString() };
}

/**
 * POST /api/takedowns/{id}/counter-notice: only a creator whose content the notice took down
 * (status removed), once (409 after). Anyone else: 404, as for a notice that does not exist.
 */
export async function fileCounterNotice(viewerId: string, takedownId: string, input: CounterNoticeInput, now: Date) {
  if (!z.uuid().safeParse(takedownId).success) throw notFound("NOTICE_NOT_FOUND");
  const takedown = await prisma.takedown.findFirst({
    where: { id: takedownId, items: { some: { creatorId: viewerId } } },
    select: { ...CLAIMANT_SELECT, id: true, status: true, counterAt: true },
  });
  if (!takedown) throw notFound("NOTICE_NOT_FOUND");
  if (takedown.status !== "removed") throw conflict("COUNTER_NOTICE_NOT_POSSIBLE", { errors: fieldError("status", "COUNTER_NOTICE_NOT_POSSIBLE") });
  const { count } = await prisma.takedown.updateMany({
    where: { id: takedown.id, status: "removed", counterAt: null },
    data: { counterMessage: input.message, counterSignature: input.signature, counterAt: now, counterById: viewerId },
  });
  if (count === 0) throw conflict("COUNTER_NOTICE_ALREADY_SENT", { errors: fieldError("message", "COUNTER_NOTICE_ALREADY_SENT") });
  const mail = claimantMail(takedown, "counter", null, input.message);
  await sendStatementMail(mail.to, mail.statement);
  return { _id: takedown.id, reference: takedown.reference, counterNotice: { message: input.message, signature: input.signature, at: now.toISOString() } };
}
