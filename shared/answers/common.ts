import { z } from "@/shared/zod";

// The shapes of the answers every reader of the API agrees on, written once as zod objects: the
// server types its serializers with them (lib/posts/serialize.ts, lib/users/serialize.ts,
// lib/chat/serialize.ts), the OpenAPI document describes them (lib/openapi), the browser's
// components type what they receive with them, and tests/api/openapi-answers.test.ts holds the
// running app to them.

export const time = z.string().meta({ format: "date-time", description: "ISO 8601, UTC" });
export const uuid = z.string().meta({ format: "uuid" });
export const imageUrl = z.string().nullable().meta({ description: "a /api/images/{key} URL, or null" });
