// Deterministic ids of the bench data set, computed the same way in SQL (seed) and in
// TypeScript (load scripts): md5 of kind + number, shaped as a version-4 UUID so the app's
// z.uuid() accepts it. Kinds: c = creator, f = fan, p = post, v = conversation.
import { createHash } from "node:crypto";

export const BENCH_PASSWORD = "Password123!";

export type Kind = "c" | "f" | "p" | "v";

export function benchId(kind: Kind, i: number): string {
  const h = createHash("md5").update(`${kind}${i}`).digest("hex");
  const v = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

/** The SQL twin of benchId, a session-local function (pg_temp.bid). */
export function createIdFunction(): string {
  return `CREATE OR REPLACE FUNCTION pg_temp.bid(k text, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE
          AS $$ SELECT overlay(overlay(md5(k || i::text) placing '4' from 13) placing '8' from 17)::uuid $$`;
}

/**
 * Ids of rows no load script addresses (subscriptions, media, comments, messages, payments,
 * ledger entries ...): table tag + a counter, shaped as a v4 UUID. Rows are inserted in counter
 * order, so each primary key index is appended to instead of written at random places (random
 * UUIDs made the primary keys of the 10-million-row tables outgrow shared_buffers and each insert
 * read and wrote a random index page).
 */
export function createSeqIdFunction(): string {
  return `CREATE OR REPLACE FUNCTION pg_temp.sid(t int, i bigint) RETURNS uuid LANGUAGE sql IMMUTABLE
          AS $$ SELECT (lpad(to_hex(t), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid $$`;
}

export const creatorName = (i: number) => `creator_${String(i).padStart(5, "0")}`;
export const fanName = (i: number) => `fan_${String(i).padStart(6, "0")}`;
export const emailOf = (username: string) => `${username}@bench.example.com`;

export type Sizes = {
  creators: number;
  fans: number;
  subscriptions: number;
  posts: number;
  likes: number;
  comments: number;
  conversations: number;
  messages: number;
  purchases: number;
  notifications: number;
  reports: number;
};

export function sizesFor(scale: number): Sizes {
  const r = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    creators: r(10_000),
    fans: r(100_000),
    subscriptions: r(1_000_000),
    posts: r(200_000),
    likes: r(2_000_000),
    comments: r(500_000),
    conversations: r(50_000),
    messages: r(1_000_000),
    // pay-per-view purchases (one post in ten is priced), each with its payment and ledger journal
    purchases: r(100_000),
    notifications: r(500_000),
    reports: r(2_000),
  };
}
