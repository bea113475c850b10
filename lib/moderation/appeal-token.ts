import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

// A suspended or banned author cannot sign in, yet must be able to read the statement of reasons
// and appeal. The statement's e-mail links to the decision's page with this token: an HMAC of the
// report and its author with the auth secret, which stands for the author on that one decision
// (reading it, appealing it once) and nothing else.

function mac(reportId: string, authorId: string): Buffer {
  return createHmac("sha256", authSecret()).update(`appeal:${reportId}:${authorId}`).digest();
}

export function appealToken(reportId: string, authorId: string): string {
  return mac(reportId, authorId).toString("base64url");
}

/** Whether `token` is the appeal token of this report's author. */
export function isAppealToken(token: string | null | undefined, reportId: string, authorId: string): boolean {
  if (!token || token.length > 100) return false;
  const given = Buffer.from(token, "base64url");
  const expected = mac(reportId, authorId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
