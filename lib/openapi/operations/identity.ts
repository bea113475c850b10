import { z } from "zod";
import { adminCheckListQuerySchema, approveCheckSchema, rejectCheckSchema, tagPerformersSchema } from "@/shared/schemas/identity";
import { ListPagination, successTrue, time } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

// Issue 19 points 4-6 (docs/decisions/035-identity-verification.md, 036-co-performer-consent.md,
// docs/age-assurance.md): creator verification, fans' age checks, co-performer consent, and the
// admin's identity queue.

const tag = "Verification and age assurance";
const consentTag = "Co-performer consent";
const adminTag = "Back office: verifications";

const nullableTime = time.nullable();
const CheckState = z
  .object({
    status: z.enum(["none", "pending", "approved", "rejected"]),
    reason: z.string().nullable().meta({ description: "the admin's reason, verbatim, when rejected" }),
    submittedAt: nullableTime,
    decidedAt: nullableTime,
  })
  .meta({ id: "IdentityCheckState" });

const AgeCheckState = CheckState.extend({
  required: z.boolean().meta({ description: "the visitor's country is in AGE_ASSURANCE_REQUIRED_COUNTRIES" }),
  satisfied: z.boolean().meta({ description: "adult media may be shown to this account from here" }),
  methods: z.array(z.object({ id: z.string(), method: z.string() })).meta({ description: "the strong methods offered" }),
  checks: z.array(z.object({ method: z.string(), provider: z.string(), result: z.enum(["passed", "pending", "failed"]), checkedAt: time })),
}).meta({ id: "AgeCheckState" });

const DocumentLink = z
  .object({ _id: z.string(), purpose: z.enum(["id_document", "selfie", "release"]), mimeType: z.string(), url: z.string(), expiresAt: time })
  .meta({ id: "IdentityDocumentLink" });

const AdminCheck = z
  .object({
    _id: z.string(),
    kind: z.enum(["creator", "age"]),
    status: z.enum(["pending", "approved", "rejected"]),
    legalName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    country: z.string().nullable(),
    reason: z.string().nullable(),
    submittedAt: time,
    decidedAt: nullableTime,
    documentsDeletedAt: nullableTime,
    user: z.object({ _id: z.string(), username: z.string(), email: z.string(), name: z.string(), declaredDateOfBirth: z.string().nullable() }),
    documents: z.array(DocumentLink),
  })
  .meta({ id: "AdminIdentityCheck" });

const Performer = z
  .object({
    _id: z.string(),
    kind: z.enum(["creator", "release"]),
    username: z.string().nullable(),
    name: z.string().nullable(),
    status: z.enum(["pending", "accepted", "declined"]),
    createdAt: time,
    decidedAt: nullableTime,
  })
  .meta({ id: "CoPerformer" });

const PerformerList = z.object({ success: successTrue, postStatus: z.string(), performers: z.array(Performer) });
const identityFileRules = `Files are checked by content while they stream in: photos only (JPEG, PNG, WebP, AVIF, GIF,
TIFF; 415 \`wrong_file_type\` otherwise), 10 MB each (413 \`file_too_large\`). They are stored privately
(never reachable through \`/api/media\` or \`/api/images\`) and read by admins only, through 5-minute signed
links. 10 submissions a day per member and client.`;
const userIdParam = { userId: { description: "the member whose pending check is decided" } };
const decisionErrors = { 400: "invalid body", 404: "no check of this kind for this member", 409: "the check was already decided" };

export const identityOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/verification",
    operationId: "getVerification",
    tag,
    summary: "The viewer's creator verification",
    description: "`none` until documents are sent; `approved` for a verified creator; `reason` is the admin's text when `rejected`.",
    auth: "bearer",
    answers: [{ status: 200, description: "the state", schema: z.object({ success: successTrue, verification: CheckState }) }],
  },
  {
    method: "POST",
    path: "/api/users/verification",
    operationId: "submitVerification",
    tag,
    summary: "Send identity documents to become a verified creator",
    description: `Until an admin approves, the member can prepare a profile and price but cannot be subscribed to,
tipped, bought from or paid out (403 \`creator_not_verified\` on those paths), and is not listed in discovery
or search. ${identityFileRules} The documents are deleted \`IDENTITY_DOCUMENT_RETENTION_DAYS\` (30) after the decision.`,
    auth: "bearer",
    body: {
      multipart: {
        legalName: { description: "the name on the document (2-120 characters)", required: true },
        dateOfBirth: { description: "YYYY-MM-DD; 18 or older", required: true },
        country: { description: "ISO 3166-1 alpha-2 code of the issuing country", required: true },
        idDocument: { description: "a photo of the identity document", file: true, required: true },
        selfie: { description: "a photo of the member's face", file: true, required: true },
      },
    },
    answers: [{ status: 201, description: "the pending check", schema: z.object({ success: successTrue, verification: CheckState }) }],
    errors: {
      400: "a missing or invalid field (field errors), a missing file (`missing_file`), under 18",
      409: "already waiting for review (`check_pending`) or already verified (`already_approved`)",
      413: "a file over 10 MB",
      415: "not a photo, or not a multipart body",
      429: "too many submissions",
    },
  },
  {
    method: "GET",
    path: "/api/users/age-check",
    operationId: "getAgeCheck",
    tag,
    summary: "The viewer's age assurance",
    description: `\`required\`: the visitor's country (lib/geo/visitor.ts) is in \`AGE_ASSURANCE_REQUIRED_COUNTRIES\`;
\`satisfied\`: adult media may be shown (outside those countries always; inside, after a passed strong check).
\`checks\`: how and when this account was checked (the declared date of birth at sign-up, document reviews...).`,
    auth: "bearer",
    answers: [{ status: 200, description: "the state", schema: z.object({ success: successTrue, ageCheck: AgeCheckState }) }],
  },
  {
    method: "POST",
    path: "/api/users/age-check",
    operationId: "startAgeCheck",
    tag,
    summary: "Start the identity-document age check",
    description: `The built-in strong method: the document and a selfie, reviewed by an admin in the verification queue
(\`kind=age\`). ${identityFileRules}`,
    auth: "bearer",
    body: {
      multipart: {
        idDocument: { description: "a photo of the identity document", file: true, required: true },
        selfie: { description: "a photo of the member's face", file: true, required: true },
      },
    },
    answers: [{ status: 201, description: "the new state (status pending)", schema: z.object({ success: successTrue, ageCheck: AgeCheckState }) }],
    errors: { 400: "a missing file (`missing_file`)", 409: "a check is already pending or approved", 413: "a file over 10 MB", 415: "not a photo", 429: "too many submissions" },
  },
  {
    method: "GET",
    path: "/api/users/performer-tags",
    operationId: "listPerformerTags",
    tag: consentTag,
    summary: "Posts where the viewer is tagged as a co-performer",
    auth: "bearer",
    answers: [
      {
        status: 200,
        description: "the newest 50 tags",
        schema: z.object({
          success: successTrue,
          tags: z.array(
            z.object({
              _id: z.string(),
              postId: z.string(),
              postTitle: z.string(),
              author: z.object({ username: z.string(), name: z.string() }),
              status: z.enum(["pending", "accepted", "declined"]),
              createdAt: time,
            }),
          ),
        }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/posts/{postId}/performers",
    operationId: "listPerformers",
    tag: consentTag,
    summary: "A post's co-performers (its creator)",
    auth: "bearer",
    params: { postId: { description: "the post" } },
    answers: [{ status: 200, description: "the co-performers and the post's status", schema: PerformerList }],
    errors: { 404: "unknown post, or someone else's" },
  },
  {
    method: "POST",
    path: "/api/posts/{postId}/performers",
    operationId: "addPerformers",
    tag: consentTag,
    summary: "Name co-performers of a post (its creator)",
    description: `Two forms. **JSON** \`{usernames}\`: verified creators of the platform (400 \`performer_not_verified\`
otherwise); each tag is pending until they accept, and the post is unpublished (\`draft\`) until every
co-performer has accepted. **Multipart** \`name\`, \`release\`, \`idDocument\`: someone who is not a creator here,
with their signed release and identity document (stored privately, like verification documents); accepted on
upload. Co-performers can also be named when the post is created (\`performers\` of POST
/api/posts/exclusive-content). At most 10 per post.`,
    auth: "bearer",
    params: { postId: { description: "the post" } },
    body: { json: tagPerformersSchema, description: "or multipart: name (the person's legal name), release (file), idDocument (file)" },
    answers: [{ status: 201, description: "the co-performers and the post's status", schema: PerformerList }],
    errors: { 400: "an unknown or unverified username, a missing file", 404: "unknown post, or someone else's", 413: "a file over 10 MB", 415: "not a photo" },
  },
  ...(["accept", "decline"] as const).map(
    (answer): Operation => ({
      method: "POST",
      path: `/api/posts/{postId}/performers/{id}/${answer}`,
      operationId: `${answer}PerformerTag`,
      tag: consentTag,
      summary: `${answer === "accept" ? "Accept" : "Decline"} a co-performer tag (the tagged creator)`,
      description:
        answer === "accept"
          ? "The post is published when its last co-performer accepts (its subscribers are notified then)."
          : "The post stays (or goes back to) unpublished. An answer may be changed later.",
      auth: "bearer",
      params: { postId: { description: "the post" }, id: { description: "the tag (`_id` of GET /api/users/performer-tags)" } },
      answers: [
        {
          status: 200,
          description: "the answer and the post's status",
          schema: z.object({ success: successTrue, tag: z.object({ _id: z.string(), status: z.enum(["accepted", "declined"]), postStatus: z.string() }) }),
        },
      ],
      errors: { 404: "unknown tag, or someone else's" },
    }),
  ),
  {
    method: "GET",
    path: "/api/admin/verifications",
    operationId: "listVerifications",
    tag: adminTag,
    summary: "The identity queue (admin)",
    description: `\`kind\` creator (default) or age; \`status\` pending (default, oldest first) or decided (newest first);
\`q\` searches username, e-mail and legal name. Each document comes with a link valid 5 minutes that also needs
the admin's session. \`counts\`: pending checks of each kind (the dashboard's figures).`,
    auth: "admin",
    query: adminCheckListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of checks",
        schema: z.object({
          success: successTrue,
          counts: z.object({ pendingVerifications: z.number().int(), pendingAgeChecks: z.number().int() }),
          verifications: z.array(AdminCheck),
          pagination: ListPagination,
        }),
      },
    ],
    errors: { 400: "an unknown status or kind" },
  },
  {
    method: "POST",
    path: "/api/admin/verifications/{userId}/approve",
    operationId: "approveVerification",
    tag: adminTag,
    summary: "Approve a member's pending check (admin)",
    description: "`kind` creator (default: the member becomes a verified creator) or age (the age check passes). Audited; the member is notified and e-mailed in their language.",
    auth: "admin",
    params: userIdParam,
    body: { json: approveCheckSchema },
    answers: [{ status: 200, description: "the member's new state", schema: z.object({ success: successTrue, verification: CheckState }) }],
    errors: decisionErrors,
  },
  {
    method: "POST",
    path: "/api/admin/verifications/{userId}/reject",
    operationId: "rejectVerification",
    tag: adminTag,
    summary: "Reject a member's pending check with a reason (admin)",
    description: "`reason` (3-1000 characters) is shown to the member verbatim; they may send new documents. Audited; notified and e-mailed.",
    auth: "admin",
    params: userIdParam,
    body: { json: rejectCheckSchema },
    answers: [{ status: 200, description: "the member's new state", schema: z.object({ success: successTrue, verification: CheckState }) }],
    errors: decisionErrors,
  },
  {
    method: "GET",
    path: "/api/admin/documents/{id}",
    operationId: "identityDocument",
    tag: adminTag,
    summary: "An identity document's bytes (admin, signed link)",
    description: "Needs both the admin's session and a link from the queue (`exp`, `sig`: HMAC-SHA256, valid 5 minutes). `cache-control: private, no-store`.",
    auth: "admin",
    params: { id: { description: "the document" } },
    query: z.object({ exp: z.string().meta({ description: "the link's end, Unix seconds" }), sig: z.string().meta({ description: "the link's signature" }) }),
    answers: [{ status: 200, description: "the file", contentType: "image/*" }],
    errors: { 403: "an altered or expired link (`invalid_link`), or not an admin", 404: "unknown or deleted document" },
  },
  {
    method: "GET",
    path: "/api/admin/posts/{postId}/consent",
    operationId: "postConsent",
    tag: adminTag,
    summary: "A post's co-performer consent records (admin)",
    auth: "admin",
    params: { postId: { description: "the post" } },
    answers: [
      {
        status: 200,
        description: "the post and its co-performers, with 5-minute links to releases and identity documents",
        schema: z.object({
          success: successTrue,
          post: z.object({ _id: z.string(), title: z.string(), status: z.string(), author: z.object({ _id: z.string(), username: z.string(), verified: z.boolean() }) }),
          performers: z.array(Performer.extend({ documents: z.array(DocumentLink) })),
        }),
      },
    ],
    errors: { 404: "unknown post" },
  },
];
