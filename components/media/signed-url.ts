import { requestJson } from "@/client/request";

export interface AccessResponse {
  success: boolean;
  url?: string;
  type?: string;
  mimeType?: string;
}

/** GET /api/users/content/access/{key}: a signed, time-limited URL of a media key. */
export const accessUrl = (key: string) => `/api/users/content/access/${encodeURIComponent(key)}`;

/** The signed URL of an access answer; null when it has none. */
export function signedUrlOf(body: AccessResponse | undefined): string | null {
  return typeof body?.url === "string" && body.url ? body.url : null;
}

/** A fresh signed URL for a media key (asked again, never from a cache); null when none. */
export async function fetchSignedUrl(key: string): Promise<string | null> {
  return signedUrlOf(await requestJson<AccessResponse>(accessUrl(key)));
}
