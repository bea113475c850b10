import { prisma } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { badRequest, type FieldErrors } from "@/lib/errors";
import { locales } from "@/i18n/locales";
import { normalizeUsername } from "@/shared/validation/username";
import { z } from "@/shared/zod";

// Which content a takedown notice names. A notice may only name this site's pages:
//  - a profile: [/{locale}]/profile/{username}
//  - a post:    [/{locale}]/profile/{username}?post={postId}  or  [/{locale}]/posts/{postId}
// on APP_URL's host (or the host the notice was sent to). Anything else is 400 with the field
// errors `urls.{i}`.

export type ResolvedUrl = { url: string; creatorId: string; postId: string | null };


type Parsed = { username: string; postId: string | null } | { username: null; postId: string };

function parse(raw: string, hosts: Set<string>): Parsed | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (!hosts.has(u.host.toLowerCase())) return null;
  const parts = u.pathname.split("/").filter(Boolean);
  if (parts[0] && (locales as readonly string[]).includes(parts[0])) parts.shift();
  const isUuid = (v: string | null | undefined): v is string => !!v && z.uuid().safeParse(v).success;
  if (parts.length === 2 && parts[0] === "posts" && isUuid(parts[1])) return { username: null, postId: parts[1]! };
  if (parts.length === 2 && parts[0] === "profile") {
    const post = u.searchParams.get("post");
    if (post !== null && !isUuid(post)) return null;
    let username: string;
    try {
      username = normalizeUsername(decodeURIComponent(parts[1]!));
    } catch {
      return null; // a malformed %-escape
    }
    return { username, postId: post };
  }
  return null;
}

/** The site's own hosts: APP_URL's and the one the request reached. */
export function siteHosts(requestHost: string | null): Set<string> {
  const hosts = new Set([new URL(appUrl()).host.toLowerCase()]);
  if (requestHost) hosts.add(requestHost.toLowerCase());
  return hosts;
}

/** Every URL of a notice as the creator (and post) it names; 400 with `urls.{i}` errors otherwise. */
export async function resolveTakedownUrls(urls: string[], hosts: Set<string>): Promise<ResolvedUrl[]> {
  const errors: FieldErrors = {};
  const out: ResolvedUrl[] = [];
  for (const [i, url] of urls.entries()) {
    const parsed = parse(url, hosts);
    if (!parsed) {
      errors[`urls.${i}`] = [{ code: "NOT_THIS_SITE" }];
      continue;
    }
    if (parsed.postId) {
      const post = await prisma.post.findUnique({ where: { id: parsed.postId }, select: { id: true, authorId: true, author: { select: { username: true } } } });
      if (!post || (parsed.username !== null && post.author.username !== parsed.username)) {
        errors[`urls.${i}`] = [{ code: "UNKNOWN_CONTENT" }];
        continue;
      }
      out.push({ url, creatorId: post.authorId, postId: post.id });
    } else {
      const user = await prisma.user.findUnique({ where: { username: parsed.username! }, select: { id: true } });
      if (!user) {
        errors[`urls.${i}`] = [{ code: "UNKNOWN_CONTENT" }];
        continue;
      }
      out.push({ url, creatorId: user.id, postId: null });
    }
  }
  if (Object.keys(errors).length) throw badRequest("TAKEDOWN_URLS_INVALID", { errors });
  return out;
}
