import type { SubscriptionState } from "@/components/payments/types";

/** The signed-in user as GET /api/users/me and PUT /api/users/profile answer (SPEC section 3). */
export interface OwnUser {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  coverImage: string | null;
  bio: string;
  location: string;
  subscriptionPrice: number | null;
  joinedDate: string;
  postCount: number;
  subscriberCount: number;
  subscriptionCount: number;
}

/** GET /api/users/profile/{username} and lib/profiles getPublicProfile. */
export interface PublicProfileData {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  coverImage: string | null;
  bio: string;
  location: string;
  joinedDate: string;
  postCount: number;
  subscriberCount: number;
  subscriptionCount: number;
  subscriptionPrice: number | null;
  /** the viewer's posts are open: an active subscription, or a cancelled one still running */
  isSubscribed: boolean;
  /** the viewer's own subscription to this creator (null: none; absent for anonymous visitors) */
  subscription?: SubscriptionState | null;
  isOwner: boolean;
}

export function fullName(u: { firstName: string; lastName: string; username: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}
