import { randomBytes } from "node:crypto";
import { removeSeedContent, seedContent } from "./content";
import { prisma } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { upsertAdmin } from "@/lib/auth/accounts";
import { declaredAtSignUp } from "@/lib/age-assurance/record";
import { setCoverImage, setProfileImage } from "@/lib/profiles/images";
import { createPost } from "@/lib/posts/create";
import { toggleLike } from "@/lib/posts/likes";
import { addComment } from "@/lib/posts/comments";
import { subscribe } from "@/lib/checkout/subscribe";
import { sendTip } from "@/lib/checkout/tip";
import { sendMessage } from "@/lib/chat/send";
import { submitContact } from "@/lib/contact/contacts";
import { subscribeNewsletter } from "@/lib/newsletter/subscribers";
import { addPayoutMethod } from "@/lib/wallet/payout-methods";
import { avatarImage, coverImage, PALETTES, postImage } from "./art";
import { COMMENTS, CONTACTS, CREATORS, DEMO_FAN_CARD, DEMO_PASSWORD, FANS, MESSAGES, NEWSLETTER, SAMPLE_CARDS } from "./data";
import { addCard } from "@/lib/wallet/cards";
import { seedEarningsHistory } from "./earnings-history";

const DAY = 24 * 60 * 60 * 1000;

const initials = (first: string, last: string) => `${first[0] ?? ""}${last[0] ?? ""}`.toUpperCase();

const DEMO_DOMAIN = "@demo.velvet"; // not a real domain: only demo accounts have such an address
const demoEmail = (username: string) => `${username.replace(/\./g, "_")}${DEMO_DOMAIN}`;

export type DemoAdmin = { username: string; password: string };

/**
 * Removes a half-written earlier attempt (a crash mid-seed), so seeding can start over. Only
 * accounts that are demo accounts by name and by address go: never somebody else's.
 */
async function removePartialSeed() {
  const usernames = [...CREATORS.map((c) => c.username), ...FANS.map((f) => f.username)];
  await prisma.user.deleteMany({ where: { username: { in: usernames }, email: { endsWith: DEMO_DOMAIN } } });
  await prisma.contactSubmission.deleteMany({ where: { email: { in: CONTACTS.map((c) => c.email) } } });
  await prisma.newsletterSubscriber.deleteMany({ where: { email: { in: NEWSLETTER } } });
  await removeSeedContent();
}

/**
 * The back-office account `admin`, unless an account of that name exists (it is then left as
 * it is: never promoted nor re-passworded). Its password is random, returned once for the
 * operator to read, and stored only as a hash: a published password would open the back office
 * of every install.
 */
async function createDemoAdmin(): Promise<DemoAdmin | null> {
  const username = "admin";
  if (await prisma.user.findUnique({ where: { username }, select: { id: true } })) return null;
  const password = randomBytes(18).toString("base64url");
  await upsertAdmin(username, password, "admin@velvet.local");
  return { username, password };
}

/** Writes the demo site; returns the demo admin's one-time password if it created that account. */
export async function seedDemoData(): Promise<DemoAdmin | null> {
  await removePartialSeed();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Creators, with generated avatars, covers and posts (stored through lib/storage).
  const creatorIds = new Map<string, string>();
  for (const [i, c] of CREATORS.entries()) {
    const palette = PALETTES[i % PALETTES.length];
    const user = await prisma.user.create({
      data: {
        username: c.username,
        email: demoEmail(c.username),
        passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        dateOfBirth: new Date(Date.UTC(1990 + i, i % 12, 5 + i)),
        bio: c.bio,
        location: c.location,
        subscriptionPrice: c.priceCents,
        // the demo creators are trusted: their posts publish at once (MODERATION_MODE=pre holds back untrusted creators' posts)
        trustedAt: new Date(Date.now() - (120 - i * 10) * DAY),
        // the demo creators passed identity verification (issue 19 point 4)
        verifiedAt: new Date(Date.now() - (119 - i * 10) * DAY),
        createdAt: new Date(Date.now() - (120 - i * 10) * DAY),
        ageAssuranceChecks: { create: declaredAtSignUp(new Date(Date.now() - (120 - i * 10) * DAY)) },
      },
    });
    creatorIds.set(c.username, user.id);
    await setProfileImage(user.id, await avatarImage(initials(c.firstName, c.lastName), palette, i + 1));
    await setCoverImage(user.id, await coverImage(palette, i + 101));
    for (const [j, p] of c.posts.entries()) {
      const files = await Promise.all(
        p.captions.map(async (caption, k) => ({
          bytes: await postImage(PALETTES[(i + j + k) % PALETTES.length], i * 100 + j * 10 + k),
          filename: `demo-${j}-${k}.jpg`,
          caption,
        })),
      );
      await createPost({ authorId: user.id, title: p.title, description: p.description, files });
    }
  }

  // Fans and their subscriptions (charged through the built-in ledger provider).
  const fanIds = new Map<string, string>();
  for (const [i, f] of FANS.entries()) {
    const user = await prisma.user.create({
      data: {
        username: f.username,
        email: demoEmail(f.username),
        passwordHash,
        firstName: f.firstName,
        lastName: f.lastName,
        dateOfBirth: new Date(Date.UTC(1995 + i, (i * 3) % 12, 10 + i)),
        createdAt: new Date(Date.now() - (60 - i * 5) * DAY),
        ageAssuranceChecks: { create: declaredAtSignUp(new Date(Date.now() - (60 - i * 5) * DAY)) },
      },
    });
    fanIds.set(f.username, user.id);
    // each fan's first card is their default: Omar's are the SPEC's two sample cards
    const cards = f.username === "omar" ? SAMPLE_CARDS : f.subscribesTo.length ? [{ ...DEMO_FAN_CARD, cardholderName: `${f.firstName} ${f.lastName}` }] : [];
    const saved = [];
    for (const card of cards) saved.push(await addCard(user.id, card));
    for (const creator of f.subscribesTo) {
      await subscribe({ id: user.id }, { creatorId: creatorIds.get(creator)!, paymentMethod: saved[0].id });
    }
  }

  // Likes and comments from subscribers on the posts they can see.
  const posts = await prisma.post.findMany({ select: { id: true, authorId: true }, orderBy: { publishedAt: "asc" } });
  let n = 0;
  for (const f of FANS) {
    const fanId = fanIds.get(f.username)!;
    const visible = new Set(f.subscribesTo.map((u) => creatorIds.get(u)));
    for (const post of posts.filter((p) => visible.has(p.authorId))) {
      n++;
      if (n % 4 !== 0) await toggleLike(fanId, post.id, { country: null, region: null });
      if (n % 3 === 0) await addComment(fanId, post.id, COMMENTS[n % COMMENTS.length], { country: null, region: null });
    }
  }

  // Yasmine's default bank payout ending 1234; Omar tips her with his Visa.
  const omar = fanIds.get("omar")!;
  await addPayoutMethod(creatorIds.get("yasmine.art")!, {
    type: "bank",
    accountName: "Yasmine Ben Salah",
    bankName: "Banque de Tunisie",
    accountNumber: "TN5910006035183598478831234",
    routingNumber: undefined,
    paypalEmail: undefined,
    stripeAccount: undefined,
  });
  const visa = await prisma.savedCard.findFirst({ where: { userId: omar, last4: "4242" } });
  await sendTip({ id: omar }, { recipientUsername: "yasmine.art", amount: 20, cardId: visa!.id });
  // A year of her earnings before today (the earnings page's chart and statements), a payout sent and one pending.
  await seedEarningsHistory(creatorIds.get("yasmine.art")!, ["omar", "sarah", "mehdi"].map((u) => fanIds.get(u)!));

  // A few conversations.
  const ids = new Map([...creatorIds, ...fanIds]);
  for (const m of MESSAGES) {
    await sendMessage({ senderId: ids.get(m.from)!, receiverId: ids.get(m.to)!, content: m.content });
  }

  // Back office: contact submissions and newsletter subscribers.
  for (const c of CONTACTS) await submitContact(c);
  for (const email of NEWSLETTER) await subscribeNewsletter(email);
  // Categories (with the creators' choices) and two blog articles.
  await seedContent(creatorIds);

  // Last, so that a seed that crashed earlier leaves no admin whose password nobody saw.
  return createDemoAdmin();
}
