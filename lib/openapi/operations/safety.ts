import { z } from "zod";
import { time } from "@/shared/answers/common";
import { UserSummary } from "@/shared/answers/member";
import { geoBlockInputSchema } from "@/shared/schemas/geo-block";
import { pageQuerySchema } from "@/lib/posts/paging";
import { successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Geo-blocking and blocks";
const GeoBlock = z
  .object({
    success: successTrue,
    countries: z.array(z.string()).describe("ISO 3166-1 alpha-2, sorted"),
    regions: z.array(z.string()).describe("ISO 3166-2, sorted"),
    updatedAt: time.nullable(),
  })
  .meta({ id: "GeoBlock" });
const BlockState = z.object({ success: successTrue, blocked: z.boolean(), message: z.string() });
const username = { username: { description: "the member's username" } };

export const safetyOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/geo-block",
    operationId: "getGeoBlock",
    tag,
    summary: "The countries and regions the viewer's profile and content are closed to",
    auth: "bearer",
    answers: [{ status: 200, description: "the lists (empty: visible everywhere)", schema: GeoBlock }],
  },
  {
    method: "PUT",
    path: "/api/users/geo-block",
    operationId: "setGeoBlock",
    tag,
    summary: "Replace the viewer's geo-block",
    description: `\`countries\`: ISO 3166-1 alpha-2 codes (at most 250), \`regions\`: ISO 3166-2 codes such as \`US-TX\` (at most
200; optional); upper- or lower-case, duplicates dropped. Visitors whose country (or region) is listed get
**451** \`GEO_BLOCKED\` from the profile, post list, comments, likes, media access and \`/api/media/{key}\`, and
never see the creator in the feed, discovery or search. Empty lists lift the block.`,
    auth: "bearer",
    body: { json: geoBlockInputSchema },
    answers: [{ status: 200, description: "saved", schema: GeoBlock.extend({ message: z.string() }) }],
    errors: { 400: "an unknown country or region code, or too many entries (field errors)", 429: "past 30 changes an hour" },
  },
  {
    method: "POST",
    path: "/api/users/{username}/block",
    operationId: "blockMember",
    tag,
    summary: "Block a member",
    description: `Idempotent. The blocked member no longer sees the viewer's profile or posts (404), cannot comment, tip
or subscribe; neither can message the other (403, replies included); every subscription between the two,
either way, is cancelled without renewal (\`status: cancelled\`, \`autoRenew: false\`), and the blocked member's
access ends at once.`,
    auth: "bearer",
    params: username,
    answers: [{ status: 200, description: "blocked", schema: BlockState }],
    errors: { 400: "yourself", 404: "unknown member", 429: "past 100 blocks and unblocks an hour" },
  },
  {
    method: "DELETE",
    path: "/api/users/{username}/block",
    operationId: "unblockMember",
    tag,
    summary: "Unblock a member",
    description: "Idempotent. Cancelled subscriptions stay cancelled.",
    auth: "bearer",
    params: username,
    answers: [{ status: 200, description: "unblocked", schema: BlockState }],
    errors: { 404: "unknown member", 429: "past 100 blocks and unblocks an hour" },
  },
  {
    method: "GET",
    path: "/api/users/blocks",
    operationId: "listBlocks",
    tag,
    summary: "The members the viewer blocked, newest first",
    auth: "bearer",
    query: pageQuerySchema(20),
    answers: [
      {
        status: 200,
        description: "a page of blocks",
        schema: z.object({
          success: successTrue,
          blocks: z.array(z.object({ user: UserSummary, blockedAt: time })),
          pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), pages: z.number().int(), hasNext: z.boolean() }),
        }),
      },
    ],
  },
];
