import { z } from "zod";
import { profileUpdateSchema, subscriptionPriceSchema } from "@/shared/schemas/profiles";
import { FullUser, PublicProfile, amount, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Profiles";
const publicProfile = z.object({ success: successTrue, user: PublicProfile });
const imageRules = `Checked by content (e.g. a renamed text file is refused), at most 5 MB, re-encoded (metadata
dropped); the previous image's files are deleted. 30 uploads an hour per user and client.`;
const imageErrors = {
  413: '"Image size should be less than 5MB" or "Image dimensions should be at most 100 megapixels" (`MEDIA_MAX_PHOTO_PIXELS`)',
  415: '"Please select a valid image file"',
  422: "an image matching a known-abuse hash list: `MEDIA_BLOCKED`, nothing stored (the file is quarantined and reported)",
  429: "too many uploads",
};

export const profileOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/me",
    operationId: "me",
    tag,
    summary: "The signed-in user",
    description: "The full user, with counts from real rows.",
    auth: "bearer",
    answers: [{ status: 200, description: "the user", schema: z.object({ success: successTrue, user: FullUser }) }],
  },
  {
    method: "PUT",
    path: "/api/users/profile",
    operationId: "updateProfile",
    tag,
    summary: "Change the profile",
    description: `Every field optional; absent fields are left as they are. \`displayName\` 1–50 characters, or
null (or "") to remove it; \`bio\` ≤ 500; \`location\` ≤ 100. \`email\` may only repeat the current address
(another address is 400: see \`PUT /api/users/email\`). A username released by someone else less than 30 days
ago is held for them.`,
    auth: "bearer",
    body: { json: profileUpdateSchema },
    answers: [{ status: 200, description: "the updated user", schema: z.object({ success: successTrue, user: FullUser, message: z.string() }) }],
    errors: { 409: "a username taken by someone else, or released by someone else less than 30 days ago (`errors.username`)" },
  },
  {
    method: "PUT",
    path: "/api/users/subscription-price",
    operationId: "setSubscriptionPrice",
    tag,
    summary: "Set the monthly subscription price",
    description: "`price` in dollars, > 0, ≤ 1000, at most 2 decimals; stored in cents.",
    auth: "bearer",
    body: { json: subscriptionPriceSchema },
    answers: [
      { status: 200, description: "the price", schema: z.object({ success: successTrue, subscriptionPrice: amount, message: z.string() }) },
    ],
    errors: { 400: '"Please enter a valid amount"' },
  },
  {
    method: "GET",
    path: "/api/users/{username}",
    operationId: "publicProfile",
    tag,
    summary: "A public profile",
    description: "With `isSubscribed` and `isOwner` for the viewer (false when anonymous).",
    auth: "optional",
    params: { username: { description: "the username" } },
    answers: [{ status: 200, description: "the profile", schema: publicProfile }],
    errors: { 404: '"User not found" (also: the user blocked the viewer)', 451: "`GEO_BLOCKED`: the user geo-blocks the visitor's country or region" },
  },
  {
    method: "GET",
    path: "/api/users/profile/{username}",
    operationId: "publicProfileByPath",
    tag,
    summary: "A public profile (the same answer as `GET /api/users/{username}`)",
    auth: "optional",
    params: { username: { description: "the username" } },
    answers: [{ status: 200, description: "the profile", schema: publicProfile }],
    errors: { 404: '"User not found" (also: the user blocked the viewer)', 451: "`GEO_BLOCKED`: the user geo-blocks the visitor's country or region" },
  },
  {
    method: "POST",
    path: "/api/users/profile-image",
    operationId: "setProfileImage",
    tag,
    summary: "Upload the avatar",
    description: imageRules,
    auth: "bearer",
    body: { multipart: { profileImage: { description: "the image", file: true, required: true } } },
    answers: [
      { status: 200, description: "the new avatar's URL", schema: z.object({ success: successTrue, profileImage: z.string(), message: z.string() }) },
    ],
    errors: imageErrors,
  },
  {
    method: "POST",
    path: "/api/users/cover-image",
    operationId: "setCoverImage",
    tag,
    summary: "Upload the cover image",
    description: imageRules,
    auth: "bearer",
    body: { multipart: { coverImage: { description: "the image", file: true, required: true } } },
    answers: [
      { status: 200, description: "the new cover's URL", schema: z.object({ success: successTrue, coverImage: z.string(), message: z.string() }) },
    ],
    errors: imageErrors,
  },
];
