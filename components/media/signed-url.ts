import { requestJson } from "@/client/request";
import type { SrcsetEntry } from "./srcset";

export interface AccessResponse {
  success: boolean;
  url?: string;
  type?: string;
  mimeType?: string;
  /** a photo's size and narrower WebP copies (decision 080) */
  width?: number | null;
  height?: number | null;
  srcset?: SrcsetEntry[];
}

/** GET /api/users/content/access/{key}: a signed, time-limited URL of a media key. */
export const accessUrl = (key: string) => `/api/users/content/access/${encodeURIComponent(key)}`;

/** The signed URL of an access answer; null when it has none. */
export function signedUrlOf(body: AccessResponse | undefined): string | null {
  return typeof body?.url === "string" && body.url ? body.url : null;
}

/** A fresh access answer for a media key (asked again, never from a cache). */
export function fetchAccess(key: string): Promise<AccessResponse> {
  return requestJson<AccessResponse>(accessUrl(key));
}
