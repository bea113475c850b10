import { z } from "@/shared/zod";

// The shapes of the answers every reader of the API agrees on, written once as zod objects: the
// server types its serializers with them (lib/posts/serialize.ts, lib/users/serialize.ts,
// lib/chat/serialize.ts), the OpenAPI document describes them (lib/openapi), the browser's
// components type what they receive with them, and tests/api/openapi-answers.test.ts holds the
// running app to them.

export const time = z.string().meta({ format: "date-time", description: "ISO 8601, UTC" });
export const uuid = z.string().meta({ format: "uuid" });
export const imageUrl = z.string().nullable().meta({ description: "a /api/images/{key} URL, or null" });

/** A medium's ThumbHash (base64, decision 079): the browser decodes it to a blurred picture of the medium's colours and shape. */
export const placeholder = z.string().nullable().meta({ description: "a ThumbHash (base64) of the photo or video poster; null: none yet" });

/** What a locked post or message shows of one of its media: never its key or URL. */
export const MediaPreview = z
  .object({
    type: z.enum(["image", "video"]),
    placeholder,
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable().optional().meta({ description: "a video's length in seconds (null: unknown); absent for a photo" }),
  })
  .meta({ id: "MediaPreview" });

export type MediaPreviewAnswer = z.output<typeof MediaPreview>;
