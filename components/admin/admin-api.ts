"use client";

import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import type { AdminPaymentAnswer, AdminPayoutAnswer } from "@/shared/answers/money";
import type { AdminTakedownAnswer, AuditEntryAnswer, PostReviewAnswer } from "@/shared/answers/moderation";

export const ADMIN_VERIFY_TIMEOUT_MS = 5000;

type SignInResult = { ok: true } | { ok: false; message: string | null } | { ok: false; challenge: string };

/**
 * Signs the admin in through POST /api/auth/admin-session, which sets the httpOnly admin cookie
 * itself (no token passes through this page): {username, password}, then {challenge, code} when
 * the account has two-factor sign-in.
 */
export async function signInAdmin(input: { username: string; password: string } | { challenge: string; code: string }): Promise<SignInResult> {
  try {
    const body = await requestJson<{ twoFactorRequired?: boolean; challenge?: string }>("/api/auth/admin-session", {
      method: "POST",
      body: JSON.stringify(input),
    });
    if (body.twoFactorRequired && typeof body.challenge === "string") return { ok: false, challenge: body.challenge };
    return { ok: true };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError && err.message ? err.message : null };
  }
}

/** Déconnexion: clears the admin cookie. */
export async function signOutAdmin(): Promise<void> {
  await fetch("/api/auth/admin-session", { method: "DELETE" }).catch(() => undefined);
}

/** The shell's session check: GET /api/auth/verify (cache-busting _t, 5000 ms timeout), admin role required. */
export async function verifyAdmin(): Promise<boolean> {
  try {
    const res = await fetch(`/api/auth/verify?_t=${Date.now()}`, {
      headers: { Accept: "application/json", "x-velvet-scope": "admin" },
      cache: "no-store",
      signal: AbortSignal.timeout(ADMIN_VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const body = (await res.json().catch(() => null)) as { valid?: unknown; data?: { role?: unknown } } | null;
    return body?.valid === true && String(body.data?.role).toLowerCase() === "admin";
  } catch {
    return false;
  }
}

export function deleteContact(id: string) {
  return requestJson<{ success: true; message: string }>(`/api/contact/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function unsubscribeSubscriber(id: string) {
  return requestJson<{ success: true; message: string }>(`/api/newsletter/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export type Pagination = { total: number; pages: number; page: number; limit: number };
export type Contact = { _id: string; name: string; email: string; message: string; createdAt: string };
export type Subscriber = { _id: string; email: string; subscribedAt: string };
export type ContactList = { success: true; contacts: Contact[]; pagination: Pagination };
export type SubscriberList = { success: true; subscribers: Subscriber[]; pagination: Pagination };

/** GET {base}?page&limit=20[&q][&filters...] (empty filters left out). */
export function listUrl(base: string, q: string, page: number, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(page), limit: "20" });
  if (q.trim()) params.set("q", q.trim());
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${base}?${params}`;
}

export type AdminPayoutList = { success: true; payouts: AdminPayoutAnswer[]; pagination: Pagination };
export type AdminPaymentList = { success: true; payments: AdminPaymentAnswer[]; pagination: Pagination };

/** POST /api/admin/payouts/{id}: a pending payout sent or failed. */
export function decidePayout(id: string, status: "sent" | "failed", note: string) {
  return requestJson<{ success: true; payout: AdminPayoutAnswer }>(`/api/admin/payouts/${encodeURIComponent(id)}`, {
    method: "POST",
    body: JSON.stringify({ status, ...(note.trim() ? { note: note.trim() } : {}) }),
  });
}

/** POST /api/admin/payments/{id}/refund {reason}. */
export function refundPayment(id: string, reason: string) {
  return requestJson<{ success: true; message: string }>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, {
    method: "POST",
    body: JSON.stringify({ reason: reason.trim() }),
  });
}

export type ReviewList = { success: true; reviews: PostReviewAnswer[]; counts: { pendingReviews: number; openTakedowns: number }; pagination: Pagination };
export type TakedownList = { success: true; takedowns: AdminTakedownAnswer[]; pagination: Pagination };
export type AuditList = { success: true; entries: AuditEntryAnswer[]; pagination: Pagination };

/** POST /api/admin/reviews/{postId}/approve | reject {reason}. */
export function decideReview(postId: string, decision: "approve" | "reject", reason = "") {
  return requestJson<{ success: true; review: PostReviewAnswer }>(`/api/admin/reviews/${encodeURIComponent(postId)}/${decision}`, {
    method: "POST",
    body: JSON.stringify(decision === "reject" ? { reason: reason.trim() } : {}),
  });
}

/** POST /api/admin/users/{id}/trust {trusted}: the review queue and the members section. */
export function setCreatorTrusted(userId: string, trusted: boolean) {
  return requestJson<{ success: true }>(`/api/admin/users/${encodeURIComponent(userId)}/trust`, { method: "POST", body: JSON.stringify({ trusted }) });
}

/** POST /api/admin/takedowns/{id}/decide {action, reason} or /restore {reason}. */
export function actOnTakedown(id: string, action: "remove" | "reject" | "restore", reason: string) {
  const path = action === "restore" ? "restore" : "decide";
  const body = action === "restore" ? { reason: reason.trim() } : { action, reason: reason.trim() };
  return requestJson<{ success: true; takedown: AdminTakedownAnswer }>(`/api/admin/takedowns/${encodeURIComponent(id)}/${path}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export type IdentityDocumentLink = { _id: string; purpose: string; mimeType: string; url: string; expiresAt: string };
export type AdminIdentityCheck = {
  _id: string;
  kind: "creator" | "age";
  status: "pending" | "approved" | "rejected";
  legalName: string | null;
  dateOfBirth: string | null;
  country: string | null;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  documentsDeletedAt: string | null;
  user: { _id: string; username: string; email: string; name: string; declaredDateOfBirth: string | null };
  documents: IdentityDocumentLink[];
};
export type AdminVerificationList = {
  success: true;
  counts: { pendingVerifications: number; pendingAgeChecks: number };
  verifications: AdminIdentityCheck[];
  pagination: Pagination;
};

/** POST /api/admin/verifications/{userId}/approve|reject {kind, reason?}. */
export function decideVerification(userId: string, kind: "creator" | "age", decision: "approve" | "reject", reason = "") {
  return requestJson<{ success: true }>(`/api/admin/verifications/${encodeURIComponent(userId)}/${decision}`, {
    method: "POST",
    body: JSON.stringify(decision === "reject" ? { kind, reason: reason.trim() } : { kind }),
  });
}
