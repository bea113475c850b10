import { z } from "zod";
import { notFound, type ErrorCode } from "@/lib/errors";

const uuid = z.uuid();

/** Ids in paths are validated before they reach Prisma: a malformed id is simply unknown (404). */
export function idOr404(raw: string, code: ErrorCode): string {
  const r = uuid.safeParse(raw);
  if (!r.success) throw notFound(code);
  return r.data;
}
