import { requestJson } from "@/client/request";

interface AccessResponse {
  success: boolean;
  url?: string;
  type?: string;
  mimeType?: string;
}

/** A fresh signed, time-limited URL for a media key (GET /api/users/content/access/{key}); null when none. */
export async function fetchSignedUrl(key: string): Promise<string | null> {
  const body = await requestJson<AccessResponse>(`/api/users/content/access/${encodeURIComponent(key)}`);
  return typeof body.url === "string" && body.url ? body.url : null;
}
