import { randomBytes } from "node:crypto";
import { Prisma, prisma, type Tx } from "@/lib/db";
import { deleteQuietly } from "@/lib/storage";
import { markedCopiesOf, STORED_FILES_SELECT, storedFilesOf } from "@/lib/media/stored-files";
import { deletePublicImage } from "@/lib/media/public-images";
import { deleteDocuments } from "@/lib/identity/documents";
import { endUserSessions } from "@/lib/auth/sessions";
import { log } from "@/lib/log";
import { revalidatePublicProfile } from "@/lib/profiles/revalidate";
import { ERASED_USERNAME_HOLD_DAYS } from "@/lib/users/username-hold";

// What erasure means (docs/privacy.md, the table of lib/privacy/retention.ts). The User row stays
// as a pseudonymous tombstone so that what must outlive the account still adds up: the ledger's
// entries, payments, tips and payouts (accounting), reports, decisions and verification decisions
// (moderation), and what others received from the member (comments, message texts) are kept and
// now point at "Deleted account". Everything else personal is deleted, rows and stored files.

/** How an erased account is named to everyone (its display name; first and last names are emptied). */
export const DELETED_ACCOUNT_NAME = "Deleted account";
/** A date of birth that is nobody's: the column is required, the member's own is gone. */
const NO_BIRTH_DATE = new Date("1900-01-01T00:00:00Z");

const tombstoneUsername = () => `deleted_${randomBytes(6).toString("hex")}`;

/** Storage keys of the member's own files, gathered before their rows go. */
async function ownFiles(tx: Tx, userId: string) {
  const [user, media, exports, checks, received] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: userId }, select: { profileImageKey: true, coverImageKey: true } }),
    tx.media.findMany({ where: { ownerId: userId }, select: STORED_FILES_SELECT }),
    tx.dataExport.findMany({ where: { userId, storageKey: { not: null } }, select: { storageKey: true } }),
    tx.identityCheck.findMany({ where: { userId }, select: { documents: { select: { id: true } } } }),
    // the marked copies of others' photos and video posters made for the member (decisions 090, 095): their receipts go with the account
    tx.mediaReceipt.findMany({ where: { userId }, select: { id: true, media: { select: { key: true, type: true, photoWidths: true, posterKey: true } } } }),
  ]);
  return {
    images: [user.profileImageKey, user.coverImageKey],
    // every stored file of each medium (a photo's copies, a video's poster and renditions)
    keys: [...media.flatMap(storedFilesOf), ...exports.map((e) => e.storageKey!), ...received.flatMap((r) => markedCopiesOf(r.media, [r.id]))],
    documents: checks.flatMap((c) => c.documents.map((d) => d.id)),
  };
}

/**
 * Erases one account now (the erase job after the grace period, or an admin for a verified legal
 * request). Idempotent: an erased account is left as it is. Returns false when there was nothing to erase.
 * `inTransaction`: more writes of the same transaction (the admin's audit entry).
 */
export async function eraseAccount(userId: string, now = new Date(), inTransaction?: (tx: Tx) => Promise<void>): Promise<boolean> {
  const files = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true, username: true, email: true, erasedAt: true } });
    if (!user || user.erasedAt || user.role === "ADMIN") return null;
    const files = await ownFiles(tx, userId);
    const email = user.email;

    // the member's own content and everything personal attached to the account
    await tx.post.deleteMany({ where: { authorId: userId } });
    await tx.media.deleteMany({ where: { ownerId: userId } }); // chat attachments they sent (message texts stay)
    // what they received and the keys of its marks (decision 085; the tombstone row stays, so no cascade does it)
    await tx.mediaReceipt.deleteMany({ where: { userId } });
    await tx.notification.deleteMany({ where: { OR: [{ recipientId: userId }, { senderId: userId }] } });
    await tx.subscription.deleteMany({ where: { OR: [{ subscriberId: userId }, { creatorId: userId }] } });
    await tx.savedCard.deleteMany({ where: { userId } });
    await tx.payoutMethod.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.loginChallenge.deleteMany({ where: { userId } });
    await tx.passwordResetToken.deleteMany({ where: { userId } });
    await tx.emailChange.deleteMany({ where: { userId } });
    await tx.memberBlock.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } });
    await tx.creatorCategory.deleteMany({ where: { userId } });
    await tx.creatorGeoBlock.deleteMany({ where: { creatorId: userId } });
    await tx.creatorStats.deleteMany({ where: { creatorId: userId } });
    await tx.dataExport.deleteMany({ where: { userId } });
    await tx.contactSubmission.deleteMany({ where: { email } });
    await tx.newsletterSubscriber.deleteMany({ where: { email } });
    await deleteDocuments(files.documents, tx);

    // kept pseudonymised for their legal period (docs/privacy.md): verification decisions, reports, notices
    await tx.identityCheck.updateMany({ where: { userId }, data: { legalName: null, dateOfBirth: null, country: null, documentsDeletedAt: now } });
    await tx.postPerformer.updateMany({ where: { userId }, data: { name: null } });
    await tx.report.updateMany({ where: { reporterId: userId }, data: { reporterEmail: null } });
    await tx.report.updateMany({ where: { reporterEmail: email }, data: { reporterEmail: null } });
    await tx.takedown.updateMany({ where: { email }, data: { email: `erased-${userId}@erased.invalid`, claimantName: DELETED_ACCOUNT_NAME, signature: DELETED_ACCOUNT_NAME } });

    // the username is held 90 days (decision 016) so nobody else takes over links to it
    await tx.usernameHold.deleteMany({ where: { previousOwnerId: userId } });
    await tx.usernameHold.upsert({
      where: { username: user.username },
      create: { username: user.username, previousOwnerId: userId, releasedAt: now, holdDays: ERASED_USERNAME_HOLD_DAYS },
      update: { previousOwnerId: userId, releasedAt: now, holdDays: ERASED_USERNAME_HOLD_DAYS },
    });

    await tx.user.update({
      where: { id: userId },
      data: {
        username: tombstoneUsername(),
        email: `erased-${userId}@erased.invalid`,
        passwordHash: `!erased:${randomBytes(16).toString("hex")}`,
        firstName: "",
        lastName: "",
        displayName: DELETED_ACCOUNT_NAME,
        dateOfBirth: NO_BIRTH_DATE,
        bio: null,
        location: null,
        profileImageKey: null,
        coverImageKey: null,
        subscriptionPrice: null,
        notificationPrefs: Prisma.DbNull,
        locale: null,
        lastSeenAt: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        trustedAt: null,
        verifiedAt: null,
        hiddenAt: null,
        accountStatus: "active",
        suspendedUntil: null,
        deletionRequestedAt: now,
        deletionScheduledFor: now,
        erasedAt: now,
      },
    });
    await endUserSessions(userId, undefined, tx);
    await inTransaction?.(tx);
    return { ...files, username: user.username };
  });
  if (!files) return false;
  await revalidatePublicProfile(userId, [files.username]);
  // the bytes go after the commit (a rolled-back erasure keeps them)
  await deleteQuietly(files.keys);
  await Promise.all(files.images.map((k) => deletePublicImage(k)));
  return true;
}

/** The erase job (lib/jobs/registry.ts): every account whose grace period has ended at `now`. */
export async function eraseDueAccounts(now: Date): Promise<{ erased: number }> {
  let erased = 0;
  for (;;) {
    const due = await prisma.user.findMany({
      where: { deletionScheduledFor: { lte: now }, deletionRequestedAt: { not: null }, erasedAt: null },
      select: { id: true },
      orderBy: { deletionScheduledFor: "asc" },
      take: 50,
    });
    if (due.length === 0) return { erased };
    for (const u of due) {
      try {
        if (await eraseAccount(u.id, now)) erased += 1;
      } catch (err) {
        log.error({ err, userId: u.id }, "account erasure failed; the next run retries it");
        return { erased };
      }
    }
  }
}
