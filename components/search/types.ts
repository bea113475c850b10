/** SPEC section 3 "Search result user". */
export interface SearchUser {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  profileImage: string | null;
  followerCount: number;
}

export function displayName(user: Pick<SearchUser, "firstName" | "lastName" | "username">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
