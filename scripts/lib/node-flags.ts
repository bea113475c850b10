/**
 * V8 settings of the Next server process, set by the launcher (scripts/lib/stack.ts) and by
 * bench/http-load.ts, so the benchmark measures the server as `npm start` runs it.
 *
 * `--max-semi-space-size=64`: the young generation may grow to 64 MB semi-spaces (V8's default
 * ceiling is 16 MB). With 50 requests in flight, each holding its query result and answer while
 * it waits for the database, a small young generation fills before they finish, so their
 * objects are copied at every scavenge and promoted to the old generation, which is then
 * collected by the far costlier mark-compact. Measured (feed at 50 connections, six runs each):
 * Node CPU per request 884 -> 720 us median; the trivial handler 516 -> 501 us; resident memory
 * +38 MB. Operators can override it: options given later in NODE_OPTIONS win.
 */
export const APP_NODE_OPTIONS = "--max-semi-space-size=64";

/** NODE_OPTIONS for the app process: ours first, then whatever the environment already had. */
export function appNodeOptions(existing: string | undefined): string {
  return existing?.trim() ? `${APP_NODE_OPTIONS} ${existing.trim()}` : APP_NODE_OPTIONS;
}
