import { prisma } from "@/lib/db";
import { getMe } from "@/lib/users/me";
import { publicName } from "@/lib/users/public-name";
import { centsToAmount } from "@/lib/users/serialize";
import { renderNotification } from "@/lib/notifications/render";
import { readerLocale } from "@/lib/notifications/reader-language";
import { defaultLocale } from "@/i18n/locales";

// What a data export holds (issue 26 point 3): one JSON file per kind of data, with the field
// names of the API, written page by page (never a whole table in memory). Another member appears
// by public name only: never their e-mail, legal name, username or id.

const PAGE = 500;
type Named = { username: string; firstName: string; lastName: string; displayName: string | null };
const NAME_SELECT = { username: true, firstName: true, lastName: true, displayName: true } as const;
/** How another member appears in an export. */
const party = (u: Named | null) => (u ? { publicName: publicName(u) } : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rows of a table page by page, ordered by id (keyset paging). */
async function* pages<T extends { id: string }>(read: (afterId: string | undefined, take: number) => Promise<T[]>): AsyncGenerator<T> {
  let after: string | undefined;
  for (;;) {
    const rows = await read(after, PAGE);
    for (const r of rows) yield r;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
const afterId = (after: string | undefined) => (after ? { id: { gt: after } } : {});

/** `{"<key>": [ ...items ]}` written as text chunks, an item at a time. */
export async function* jsonArrayFile<T>(key: string, items: AsyncIterable<T>, head: Record<string, unknown> = {}): AsyncGenerator<string> {
  const intro = JSON.stringify(head, null, 2).slice(0, -2);
  yield `${intro.length > 1 ? `${intro},\n` : "{\n"}  ${JSON.stringify(key)}: [`;
  let first = true;
  for await (const item of items) {
    yield `${first ? "\n" : ",\n"}    ${JSON.stringify(item)}`;
    first = false;
  }
  yield first ? "]\n}\n" : "\n  ]\n}\n";
}

export async function profileFile(userId: string): Promise<string> {
  return `${JSON.stringify({ user: await getMe(userId) }, null, 2)}\n`;
}

export async function* subscriptions(userId: string) {
  for await (const s of pages((after, take) =>
    prisma.subscription.findMany({ where: { subscriberId: userId, ...afterId(after) }, orderBy: { id: "asc" }, take, include: { creator: { select: NAME_SELECT } } }),
  )) {
    yield {
      _id: s.id,
      creator: party(s.creator),
      status: s.status,
      price: centsToAmount(s.priceCents),
      startDate: iso(s.startDate),
      endDate: iso(s.endDate),
      autoRenew: s.autoRenew,
      cancelledAt: iso(s.cancelledAt),
    };
  }
}

export async function* payments(userId: string) {
  for await (const p of pages((after, take) =>
    prisma.payment.findMany({
      where: { OR: [{ payerId: userId }, { payeeId: userId }], ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      include: { payer: { select: NAME_SELECT }, payee: { select: NAME_SELECT } },
    }),
  )) {
    const paid = p.payerId === userId;
    yield {
      _id: p.id,
      direction: paid ? "paid" : "received",
      kind: p.kind,
      amount: centsToAmount(p.amountCents),
      ...(paid ? { card: { brand: p.cardBrand, last4: p.cardLast4 }, to: party(p.payee) } : { fee: centsToAmount(p.feeCents), from: party(p.payer) }),
      currency: p.currency,
      status: p.status,
      createdAt: iso(p.createdAt),
    };
  }
  for await (const p of pages((after, take) => prisma.payout.findMany({ where: { creatorId: userId, ...afterId(after) }, orderBy: { id: "asc" }, take }))) {
    yield { _id: p.id, direction: "payout", amount: centsToAmount(p.amountCents), currency: p.currency, method: p.methodLabel, status: p.status, createdAt: iso(p.createdAt) };
  }
}

export async function* messages(userId: string) {
  for await (const m of pages((after, take) =>
    prisma.message.findMany({
      where: { OR: [{ senderId: userId }, { receiverId: userId, hiddenAt: null }], ...afterId(after) },
      orderBy: { id: "asc" },
      take,
      include: { sender: { select: NAME_SELECT }, receiver: { select: NAME_SELECT }, attachments: { select: { type: true } } },
    }),
  )) {
    const mine = m.senderId === userId;
    yield {
      _id: m.id,
      conversationId: m.conversationId,
      direction: mine ? "sent" : "received",
      with: party(mine ? m.receiver : m.sender),
      content: m.content,
      messageType: m.messageType,
      attachments: m.attachments.map((a) => a.type),
      createdAt: iso(m.createdAt),
    };
  }
}

export async function* comments(userId: string) {
  for await (const c of pages((after, take) => prisma.comment.findMany({ where: { userId, ...afterId(after) }, orderBy: { id: "asc" }, take }))) {
    yield { _id: c.id, postId: c.postId, content: c.content, createdAt: iso(c.createdAt) };
  }
}

export async function* notifications(userId: string) {
  // in the member's language, as the API says them (lib/notifications/render.ts); a sender by public name only
  const me = await prisma.user.findUnique({ where: { id: userId }, select: { locale: true } });
  const locale = readerLocale(me?.locale, defaultLocale);
  const read = (after: string | undefined, take: number) =>
    prisma.notification.findMany({ where: { recipientId: userId, ...afterId(after) }, orderBy: { id: "asc" }, take, include: { sender: { select: NAME_SELECT } } });
  for await (const n of pages(read)) {
    const { title, message } = renderNotification(n, locale);
    yield { _id: n.id, type: n.type, title, message, actionUrl: n.actionUrl, isRead: n.isRead, createdAt: iso(n.createdAt) };
  }
}

export async function* sessions(userId: string) {
  for await (const s of pages((after, take) => prisma.session.findMany({ where: { userId, ...afterId(after) }, orderBy: { id: "asc" }, take }))) {
    yield { id: s.id, scope: s.scope, createdAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt), endedAt: iso(s.endedAt), userAgent: s.userAgent, ip: s.ip };
  }
}

export type ExportMediaFile = { key: string; name: string };

/** A creator's posts; each medium's file name in the ZIP is announced through `onMedia`. */
export async function* posts(userId: string, onMedia: (f: ExportMediaFile) => void) {
  for await (const p of pages((after, take) =>
    prisma.post.findMany({ where: { authorId: userId, ...afterId(after) }, orderBy: { id: "asc" }, take, include: { media: { orderBy: { position: "asc" } } } }),
  )) {
    yield {
      _id: p.id,
      title: p.title,
      content: p.content,
      status: p.status,
      publishedAt: iso(p.publishedAt),
      likeCount: p.likeCount,
      commentCount: p.commentCount,
      media: p.media.map((m) => {
        const name = `media/${m.id}.${extension(m.mimeType)}`;
        onMedia({ key: m.key, name });
        return { _id: m.id, type: m.type, file: name, caption: m.caption };
      }),
    };
  }
}

function extension(mime: string): string {
  const sub = mime.split("/")[1]?.split(/[+;]/)[0] ?? "bin";
  return sub === "jpeg" ? "jpg" : sub.replace(/[^a-z0-9]/g, "") || "bin";
}

/** Whether the member has posts (a creator's export also holds posts.json). */
export async function hasPosts(userId: string): Promise<boolean> {
  return (await prisma.post.count({ where: { authorId: userId } })) > 0;
}
