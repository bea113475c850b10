// Server-side sessions: every token names its session (claim `sid`), and a token is accepted
// only while that session lives. Ending a session (sign-out, "sign out everywhere", a password
// change or reset, a device removed from the settings page) makes its tokens useless at once.
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { env } from "@/lib/env";
import { signToken, verifyToken, type Role, type TokenClaims } from "@/lib/auth/token";
import { broadcast, isListening, listen } from "@/lib/redis";

export type SessionScope = "member" | "admin";
export type SessionMeta = { userAgent?: string | null; ip?: string | null };
type TokenUser = { id: string; role: Role; username: string };

/** Absolute lifetime of a session: renewals never take it past this (30 days). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** How long one process trusts a session it found alive before reading it again. */
const ALIVE_CACHE_MS = 5_000;
/** lastSeenAt is written at most this often per session. */
const SEEN_WRITE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Alive = { userId: string; expiresAt: number; checkedAt: number };
const alive = new Map<string, Alive>();
const MAX_CACHED = 20_000;

// Several instances (decision 084): a process that ends sessions tells the others on the Redis bus
// (REDIS_URL), before it answers. For a while after, every process reads those sessions afresh
// instead of trusting its cache: the message may arrive before the ending transaction commits,
// so dropping the cached entry alone could let a read of the old row cache it again.
const ENDED_CHANNEL = "sessions-ended";
/** How long after an ending its sessions are read afresh at every use (longer than any ending transaction). */
const DISTRUST_MS = 2 * ALIVE_CACHE_MS;
/** `s:<sid>` or `u:<userId>` -> until when (ms) cached answers about it are not trusted */
const distrusted = new Map<string, number>();
let listeningForEnds = false;

function distrust(keys: string[], now = Date.now()): void {
  for (const [k, until] of distrusted) if (until <= now) distrusted.delete(k);
  for (const k of keys) {
    distrusted.set(k, now + DISTRUST_MS);
    if (k.startsWith("s:")) alive.delete(k.slice(2));
    else for (const [sid, entry] of alive) if (entry.userId === k.slice(2)) alive.delete(sid);
  }
  for (const h of endedHandlers) h(keys);
}

const endedHandlers = new Set<(keys: string[]) => void>();

/** Calls `handler` when sessions end in any process (keys `s:<sid>`, `u:<userId>`; the realtime service closes their sockets at once). */
export function onSessionsEnded(handler: (keys: string[]) => void): void {
  endedHandlers.add(handler);
  startListeningForEnds();
}

function startListeningForEnds(): void {
  if (listeningForEnds || !env().REDIS_URL) return;
  listeningForEnds = true;
  listen(ENDED_CHANNEL, (message) => distrust(message.split(",").filter((k) => /^[su]:/.test(k))));
}

/** Ends seen here are made known to every process (and here at once). */
async function announceEnded(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  distrust(keys);
  await broadcast(ENDED_CHANNEL, keys.join(","));
}

/**
 * Whether this process may answer from its cache about a session: with REDIS_URL only while it is
 * sure to hear of ends elsewhere (subscribed), and never for a session ended a moment ago.
 */
function cacheTrusted(sid: string, userId: string, now: number): boolean {
  if (env().REDIS_URL) {
    startListeningForEnds();
    if (!isListening()) return false;
  }
  if (distrusted.size === 0) return true;
  const s = distrusted.get(`s:${sid}`);
  const u = distrusted.get(`u:${userId}`);
  return !(s !== undefined && s > now) && !(u !== undefined && u > now);
}

/** A token for this session: the configured token lifetime, but never past the session's own end. */
async function tokenFor(user: TokenUser, sid: string, expiresAt: Date): Promise<string> {
  const left = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
  const ttl = Math.max(1, Math.min(env().TOKEN_TTL_SECONDS, left));
  return signToken({ sub: user.id, role: user.role, username: user.username, sid }, ttl);
}

function clip(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null;
}

/** Opens a session for a user who just proved who they are, and returns its first token. */
export async function startSession(user: TokenUser, meta: SessionMeta = {}, scope: SessionScope = "member") {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const session = await prisma.session.create({
    data: { userId: user.id, scope, expiresAt, userAgent: clip(meta.userAgent, 300), ip: clip(meta.ip, 64) },
    select: { id: true },
  });
  return { sessionId: session.id, token: await tokenFor(user, session.id, expiresAt) };
}

/**
 * The absolute end (ms) of a session that exists, has not ended and has not passed that end;
 * null otherwise. One primary-key read per session per ALIVE_CACHE_MS per process.
 */
async function liveSessionEnd(sid: string, userId: string, opts: { fresh?: boolean } = {}): Promise<number | null> {
  if (!UUID.test(sid)) return null;
  const now = Date.now();
  const trusted = cacheTrusted(sid, userId, now);
  const hit = opts.fresh || !trusted ? undefined : alive.get(sid);
  if (hit && now - hit.checkedAt < ALIVE_CACHE_MS) return hit.userId === userId && hit.expiresAt > now ? hit.expiresAt : null;
  const row = await prisma.session.findUnique({
    where: { id: sid },
    select: { userId: true, expiresAt: true, endedAt: true, lastSeenAt: true },
  });
  if (!row || row.endedAt || row.expiresAt.getTime() <= now || row.userId !== userId) {
    alive.delete(sid);
    return null;
  }
  if (trusted) {
    if (alive.size >= MAX_CACHED) alive.delete(alive.keys().next().value!);
    alive.set(sid, { userId: row.userId, expiresAt: row.expiresAt.getTime(), checkedAt: now });
  }
  if (now - row.lastSeenAt.getTime() > SEEN_WRITE_MS) {
    void prisma.session.update({ where: { id: sid }, data: { lastSeenAt: new Date(now) } }).catch(() => undefined);
  }
  return row.expiresAt.getTime();
}

/**
 * The claims of a valid token whose session is alive; null otherwise (no session: refused).
 * `fresh`: read the session now rather than trust this process's few-seconds-old answer.
 */
export async function verifySession(
  token: string | null | undefined,
  opts: { fresh?: boolean } = {},
): Promise<(TokenClaims & { sid: string }) | null> {
  const claims = await verifyToken(token);
  if (!claims?.sid) return null;
  return (await liveSessionEnd(claims.sid, claims.sub, opts)) !== null ? (claims as TokenClaims & { sid: string }) : null;
}

/** A fresh token for a live session (the browser session's renewal); null once it has ended. */
export async function renewSessionToken(claims: TokenClaims): Promise<string | null> {
  const end = claims.sid ? await liveSessionEnd(claims.sid, claims.sub) : null;
  if (end === null) return null;
  return tokenFor({ id: claims.sub, role: claims.role, username: claims.username }, claims.sid!, new Date(end));
}

function forget(ids: string[]): void {
  for (const id of ids) alive.delete(id);
}

/** Ends one session (sign-out), in every instance at once. Ending an ended session does nothing. */
export async function endSession(sid: string): Promise<void> {
  if (!UUID.test(sid)) return;
  forget([sid]);
  await prisma.session.updateMany({ where: { id: sid, endedAt: null }, data: { endedAt: new Date() } });
  await announceEnded([`s:${sid}`]);
}

type Db = Pick<typeof prisma, "session">;

/**
 * Ends every live session of a user, but `exceptSid` (a password change keeps the device that
 * made it). `db`: a transaction, so the sessions end with the change that ends them.
 */
export async function endUserSessions(userId: string, exceptSid?: string, db: Db = prisma): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, endedAt: null, ...(exceptSid ? { NOT: { id: exceptSid } } : {}) },
    data: { endedAt: new Date() },
  });
  for (const [sid, entry] of alive) if (entry.userId === userId && sid !== exceptSid) alive.delete(sid);
  // within a transaction this is said before the commit: the others read the user's sessions
  // afresh for a while (the kept one too, harmlessly), not just once
  if (count > 0) await announceEnded([`u:${userId}`]);
  return count;
}

/** One of the user's own sessions, ended from the settings page; someone else's (or unknown) is 404. */
export async function endOwnSession(userId: string, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw notFound("SESSION_NOT_FOUND");
  const owned = await prisma.session.findFirst({ where: { id: sessionId, userId }, select: { id: true } });
  if (!owned) throw notFound("SESSION_NOT_FOUND");
  await endSession(sessionId);
}

/** GET /api/users/sessions: the user's live sessions, newest activity first. */
export async function listSessions(userId: string, currentSid: string | undefined) {
  const rows = await prisma.session.findMany({
    where: { userId, endedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastSeenAt: "desc" },
    take: 100,
    select: { id: true, scope: true, createdAt: true, lastSeenAt: true, userAgent: true, ip: true },
  });
  return rows.map((s) => ({
    id: s.id,
    scope: s.scope,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.id === currentSid,
  }));
}

/** Of these session ids, the ones that are no longer alive (the realtime service's sweep). */
export async function endedAmong(sids: string[]): Promise<Set<string>> {
  const ids = [...new Set(sids.filter((s) => UUID.test(s)))];
  if (ids.length === 0) return new Set();
  const live = await prisma.session.findMany({
    where: { id: { in: ids }, endedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  const liveIds = new Set(live.map((s) => s.id));
  forget(ids.filter((id) => !liveIds.has(id)));
  return new Set(ids.filter((id) => !liveIds.has(id)));
}
