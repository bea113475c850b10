import type { AbstractIntlMessages } from "next-intl";
import type en from "@/messages/en.json";

/** A top-level namespace of the dictionaries (messages/*.json). */
export type Namespace = keyof typeof en;

/**
 * The browser gets only the dictionary namespaces its client components read, declared once per
 * tree (docs/architecture.md, "Dictionaries in the browser"):
 * - the locale layout declares the shell's (header, footer, menus, the not-found page);
 * - each page wraps its client components in `<PageMessages namespaces={[...]}>`
 *   (components/i18n/PageMessages.tsx), which replaces the shell's messages below it.
 * `tests/unit/page-messages.test.ts` walks each page's imports and fails when a client component
 * reads a namespace its page does not declare.
 */
export const SHELL_NAMESPACES = [
  "Header", "Language", "Nav", "Newsletter", "Notifications", "Search",
] as const satisfies readonly Namespace[];

/**
 * Small namespaces every tree gets (shared words). The error texts are not among them: a page
 * loads them with its first API error (client/error-texts.ts, decision 114).
 */
export const ALWAYS_NAMESPACES = ["Common"] as const;

/** The messages of the given namespaces (plus ALWAYS_NAMESPACES), for NextIntlClientProvider. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const ns of [...ALWAYS_NAMESPACES, ...namespaces]) {
    if (messages[ns] !== undefined) picked[ns] = messages[ns];
  }
  return picked;
}
