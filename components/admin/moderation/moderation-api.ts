"use client";

import { requestJson } from "@/client/request";
import type { Pagination } from "../admin-api";

// The back office's calls for reports, appeals and members (lib/openapi/operations/moderation.ts).

export type AdminMember = {
  _id: string;
  username: string;
  name: string;
  email: string;
  accountStatus: "active" | "restricted" | "suspended" | "banned";
  suspendedUntil: string | null;
  hidden: boolean;
  trusted: boolean;
};

export type QueuedReport = {
  _id: string;
  reference: string;
  targetType: string;
  targetId: string;
  reason: string;
  details: string | null;
  reporterEmail: string | null;
  held: boolean;
  status: "open" | "decided";
  decision: { action: string | null; reason: string | null; days: number | null; decidedAt: string | null } | null;
  appeal: { _id: string; status: string; outcome: string | null } | null;
  createdAt: string;
  reporter: AdminMember | null;
  author: AdminMember | null;
  content: { type: string; exists: boolean; title?: string; text?: string; status?: string; hidden?: boolean; media?: { type: string; mimeType: string; url: string; poster?: string | null }[] };
  /** a report opened because an upload matched a known-abuse hash list */
  hashMatch: { listId: string; listName: string; distance: number; pdq: string; file: string } | null;
  authorHistory: { total: number; recent: { _id: string; reference: string; reason: string; status: string; action: string | null; createdAt: string }[] };
};
export type ReportList = { success: true; reports: QueuedReport[]; pagination: Pagination };

export type QueuedAppeal = {
  _id: string;
  reportId: string;
  message: string;
  status: "open" | "decided";
  outcome: string | null;
  decisionReason: string | null;
  createdAt: string;
  author: AdminMember | null;
  report: { _id: string; reference: string; targetType: string; reason: string; action: string | null; decisionReason: string | null };
};
export type AppealList = { success: true; appeals: QueuedAppeal[]; pagination: Pagination };

export type MemberList = { success: true; members: (AdminMember & { creator: boolean; createdAt: string })[]; pagination: Pagination };
export type MemberDetail = {
  success: true;
  member: AdminMember & { creator: boolean; createdAt: string };
  reports: { _id: string; reference: string; reason: string; status: string; action: string | null; decisionReason: string | null; createdAt: string }[];
  posts: { _id: string; title: string; status: string; publishedAt: string }[];
  payments: { _id: string; kind: string; direction: "paid" | "received"; amountCents: number; currency: string; status: string; createdAt: string }[];
};

const post = <T,>(url: string, body: unknown) => requestJson<T>(url, { method: "POST", body: JSON.stringify(body) });

export const decideReport = (id: string, body: { action: string; reason: string; days?: number }) => post(`/api/admin/reports/${encodeURIComponent(id)}/decide`, body);
export const decideAppeal = (id: string, body: { outcome: "upheld" | "overturned"; reason: string }) => post(`/api/admin/appeals/${encodeURIComponent(id)}/decide`, body);
export const setMemberStatus = (id: string, body: { status: string; reason: string; days?: number }) => post(`/api/admin/users/${encodeURIComponent(id)}/status`, body);

/** Hours since an ISO time. */
export const hoursSince = (iso: string, now = Date.now()) => (now - new Date(iso).getTime()) / 3_600_000;
