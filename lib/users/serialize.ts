import type { MemberSummary } from "@/shared/answers/member";
import { sql, type Expression } from "kysely";
import { publicImageUrl, publicImageUrlSql } from "@/lib/media/urls";
import type { UserCounts } from "@/lib/users/counts";
import { publicNameFields, publicNameFieldsSql } from "@/lib/users/public-name";

export type UserRow = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** the name others see instead of first + last (lib/users/public-name.ts); the owner's answers carry it as chosen */
  displayName: string | null;
  dateOfBirth: Date;
  role: "MEMBER" | "ADMIN";
  bio: string | null;
  location: string | null;
  profileImageKey: string | null;
  coverImageKey: string | null;
  subscriptionPrice: number | null;
  createdAt: Date;
};

export const centsToAmount = (cents: number | null): number | null => (cents === null ? null : cents / 100);
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** Answer of login and register. */
export function toAuthResponse(user: UserRow, token: string) {
  return {
    success: true as const,
    token,
    _id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    profileImage: publicImageUrl(user.profileImageKey),
  };
}

/** `data` of GET /api/auth/verify. */
export function toVerifyData(user: UserRow) {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    dateOfBirth: dateOnly(user.dateOfBirth),
    profileImage: publicImageUrl(user.profileImageKey),
    role: user.role.toLowerCase(),
  };
}

/** The full user of SPEC section 3 (GET /api/users/me). */
export function toFullUser(user: UserRow, counts: UserCounts) {
  return {
    ...toVerifyData(user),
    coverImage: publicImageUrl(user.coverImageKey),
    bio: user.bio ?? "",
    location: user.location ?? "",
    subscriptionPrice: centsToAmount(user.subscriptionPrice),
    createdAt: user.createdAt.toISOString(),
    joinedDate: user.createdAt.toISOString(),
    ...counts,
  };
}

/**
 * A member as other members see them in answers (a post's author, a comment's, a chat partner, a
 * notification's sender, a subscription list's entry): id, username, public names
 * (lib/users/public-name.ts) and avatar URL. Written once in TypeScript and once as SQL for the
 * answers PostgreSQL writes (memberSummarySql: the feed).
 */
export type { MemberSummary };

export type MemberRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageKey: string | null;
};

/** The columns a MemberSummary is made of (a Prisma select). */
export const MEMBER_SELECT = { id: true, username: true, firstName: true, lastName: true, displayName: true, profileImageKey: true } as const;

export function toMemberSummary(u: MemberRow, avatarWidth?: number): MemberSummary {
  return { _id: u.id, username: u.username, ...publicNameFields(u), profileImage: publicImageUrl(u.profileImageKey, avatarWidth) };
}

/** toMemberSummary as one SQL JSON value, of the "User" row aliased `user` (its id given as `id`, e.g. the post's authorId). */
export function memberSummarySql(o: { id: Expression<string>; user: string; avatarWidth?: number }): Expression<MemberSummary> {
  const username = sql.ref<string>(`${o.user}.username`);
  const avatar = publicImageUrlSql(sql.ref<string | null>(`${o.user}.profileImageKey`), o.avatarWidth);
  return sql<MemberSummary>`(SELECT row_to_json(a) FROM (SELECT ${o.id} AS "_id", ${username}, ${sql.join(publicNameFieldsSql(o.user))}, ${avatar} AS "profileImage") a)`;
}
