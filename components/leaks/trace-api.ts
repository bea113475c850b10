"use client";

import { apiErrorOf } from "@/client/request";
import { errorTextsReady } from "@/client/error-texts";

// The Leaks page's calls: POST /api/leaks/trace (sent with XMLHttpRequest for its upload
// progress), GET /api/leaks/trace/{traceId} while a long video's trace runs.

export type Suspect = { userId: string; username: string; confidence: number; firstAccessAt: string };
export type TraceResult = { traceId: string; media: { postId: string | null; mediaId: string } | null; suspects: Suspect[] };
export type TraceStatus = { traceId: string; status: "queued" | "running" | "done" } & Omit<TraceResult, "traceId">;

/** Sends the file; `onProgress` gets the share sent (0-1). Resolves with the answer (200) or the queued trace's id (202). */
export function sendTrace(file: File, onProgress: (share: number) => void): Promise<TraceResult | { traceId: string; queued: true }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/leaks/trace");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    // an error's text is the page's (loaded with the first error)
    const refuse = (body: Parameters<typeof apiErrorOf>[0], status: number, statusText: string) =>
      void errorTextsReady().then(() => reject(apiErrorOf(body, status, statusText)));
    xhr.onerror = () => refuse(null, 0, "Network error");
    xhr.onload = () => {
      let body: (TraceResult & { success?: boolean }) | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 202 && body) return resolve({ traceId: body.traceId, queued: true });
      if (xhr.status >= 200 && xhr.status < 300 && body?.success !== false && body) return resolve(body);
      refuse(body as Parameters<typeof apiErrorOf>[0], xhr.status, xhr.statusText);
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
