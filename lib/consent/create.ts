import { createPost, type NewPostInput } from "@/lib/posts/create";
import { resolvePerformers, tagPerformers } from "@/lib/consent/performers";

/**
 * POST /api/posts/exclusive-content with `performers`: the co-performers are checked before any
 * file is stored (400 performer_not_verified), and tagged in the post's own transaction, so a post
 * that shows someone who has not accepted is never published, not even for a moment.
 */
export async function createPostWithPerformers(input: Omit<NewPostInput, "beforeCommit"> & { performers: string[] }, now = new Date()) {
  const { performers: usernames, ...post } = input;
  const performers = await resolvePerformers(input.authorId, usernames);
  return createPost({ ...post, beforeCommit: performers.length ? (tx, created) => tagPerformers(tx, created, performers, now) : undefined });
}
