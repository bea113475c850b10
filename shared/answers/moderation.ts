import { z } from "@/shared/zod";
import { time, uuid } from "@/shared/answers/common";

// The answers of the review queue, the takedown notices and the audit log (issue 19). lib/review,
// lib/takedowns and lib/audit build them typed by these; the OpenAPI document describes them; the
// admin area types what it receives with them.

/** A member as the back office shows them. */
export const AdminMember = z
  .object({
    _id: uuid,
    username: z.string(),
    name: z.string(),
    email: z.string(),
    trusted: z.boolean().meta({ description: "an admin marked this creator trusted (posts publish at once)" }),
    repeatInfringer: z.boolean().meta({ description: "2 or more upheld takedown notices" }),
  })
  .meta({ id: "AdminMember" });

/** A post's media for an admin: a short-lived signed URL (MEDIA_URL_TTL_SECONDS); a video's is its HLS master playlist. */
export const AdminMedia = z
  .object({
    _id: uuid,
    type: z.enum(["image", "video"]),
    mimeType: z.string(),
    caption: z.string(),
    url: z.string(),
    poster: z.string().nullable().meta({ description: "a video's poster (signed); null for a photo" }),
  })
  .meta({ id: "AdminMedia" });

export const AdminPost = z
  .object({
    _id: uuid,
    title: z.string(),
    content: z.string(),
    status: z.string().meta({ description: "published, in_review, rejected, removed, ..." }),
    publishedAt: time,
    createdAt: time,
    moderatedAt: time.nullable(),
    moderationReason: z.string().nullable(),
    media: z.array(AdminMedia),
  })
  .meta({ id: "AdminPost" });

export const PostReview = z
  .object({
    _id: uuid,
    postId: uuid,
    kind: z.enum(["pre", "sampled"]).meta({ description: "pre: waiting before publication; sampled: a trusted creator's published post drawn for a check" }),
    status: z.enum(["pending", "approved", "rejected"]),
    reason: z.string().nullable(),
    createdAt: time,
    decidedAt: time.nullable(),
    post: AdminPost,
    author: AdminMember,
  })
  .meta({ id: "PostReview" });
export type PostReviewAnswer = z.output<typeof PostReview>;

export const TakedownItem = z
  .object({
    url: z.string(),
    creator: AdminMember.nullable(),
    post: z.object({ _id: uuid, title: z.string(), status: z.string() }).nullable(),
  })
  .meta({ id: "TakedownItem" });

export const AdminTakedown = z
  .object({
    _id: uuid,
    reference: z.string(),
    status: z.enum(["open", "removed", "rejected", "restored"]),
    claimantName: z.string(),
    email: z.string(),
    urls: z.array(z.string()),
    description: z.string(),
    signature: z.string(),
    createdAt: time,
    decidedAt: time.nullable(),
    decisionReason: z.string().nullable(),
    counterNotice: z.object({ message: z.string(), signature: z.string(), at: time }).nullable(),
    restoredAt: time.nullable(),
    restoreReason: z.string().nullable(),
    items: z.array(TakedownItem),
    repeatInfringer: z.boolean().meta({ description: "one of the named creators has 2 or more upheld notices" }),
  })
  .meta({ id: "AdminTakedown" });
export type AdminTakedownAnswer = z.output<typeof AdminTakedown>;

export const AuditEntry = z
  .object({
    _id: uuid,
    actor: z.object({ _id: uuid, username: z.string() }),
    action: z.string(),
    targetType: z.string(),
    targetIds: z.array(z.string()),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: time,
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryAnswer = z.output<typeof AuditEntry>;
