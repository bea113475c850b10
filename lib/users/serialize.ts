import { publicImageUrl } from "@/lib/media/urls";
import type { UserCounts } from "@/lib/users/counts";

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
