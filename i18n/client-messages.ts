import type { AbstractIntlMessages } from "next-intl";

/**
 * Namespaces read only by server components (`getTranslations`): they are not sent to the
 * browser. "Pages" (the legal and help pages' text) was a third of every page's dictionary;
 * "NotificationItems" (what notifications say) is rendered by the server (lib/notifications/render.ts).
 * A client component that needs one of them must move it out of this list.
 */
const SERVER_ONLY_NAMESPACES = new Set(["Pages", "Meta", "NotificationItems"]);

/** The messages the client components get through NextIntlClientProvider. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)));
}
