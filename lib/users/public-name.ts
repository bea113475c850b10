import { sql, type Expression } from "kysely";

// How a member is named to OTHER members (comments, subscriber lists, chat, notifications, the
// public profile, search, discovery, the feed). One rule, written once in TypeScript and once as
// SQL select items for the statements that build their answer in PostgreSQL:
//  - a member who chose a display name is shown by it alone: firstName = the display name,
//    lastName = "" (so every client that shows "firstName lastName" shows the display name and
//    the legal name never leaves the server);
//  - otherwise by first and last name, as the spec has it.
// `displayName` is the chosen name or null. The owner's own answers (/api/users/me, verify,
// login) keep the legal names in firstName/lastName and the choice in displayName.

export type NamedMember = { username: string; firstName?: string | null; lastName?: string | null; displayName?: string | null };

/** The name shown for a member in server-written text (notifications): display name, else "first last", else @username. */
export function publicName(m: NamedMember): string {
  const chosen = m.displayName?.trim();
  if (chosen) return chosen;
  return [m.firstName, m.lastName].filter(Boolean).join(" ").trim() || `@${m.username}`;
}

/** The short form (tips: "Amira sent you 5 dt"): display name, else first name, else username. */
export function shortPublicName(m: NamedMember): string {
  return m.displayName?.trim() || m.firstName?.trim() || m.username;
}

/** The name fields of a member in an answer to someone else. */
export function publicNameFields(m: { firstName: string; lastName: string; displayName: string | null }) {
  return m.displayName
    ? { firstName: m.displayName, lastName: "", displayName: m.displayName as string | null }
    : { firstName: m.firstName, lastName: m.lastName, displayName: null as string | null };
}

/** Prisma `select` of the columns publicNameFields needs. */
export const PUBLIC_NAME_SELECT = { firstName: true, lastName: true, displayName: true } as const;

type UserNameColumns = { firstName: Expression<string>; lastName: Expression<string>; displayName: Expression<string | null> };

/** The name columns of the "User" row aliased `alias` in a statement. */
function nameColumns(alias: string): UserNameColumns {
  return { firstName: sql.ref(`${alias}.firstName`), lastName: sql.ref(`${alias}.lastName`), displayName: sql.ref(`${alias}.displayName`) };
}

/** publicNameFields as SQL select items ("firstName", "lastName", "displayName") of the user row `alias`. */
export function publicNameFieldsSql(alias: string) {
  const u = nameColumns(alias);
  return [
    sql<string>`COALESCE(${u.displayName}, ${u.firstName})`.as("firstName"),
    sql<string>`CASE WHEN ${u.displayName} IS NULL THEN ${u.lastName} ELSE '' END`.as("lastName"),
    sql<string | null>`${u.displayName}`.as("displayName"),
  ] as const;
}

/** The name others see, as one SQL text expression (what search matches against). */
export function publicNameSql(alias: string): Expression<string> {
  const u = nameColumns(alias);
  return sql<string>`COALESCE(${u.displayName}, ${u.firstName} || ' ' || ${u.lastName})`;
}
