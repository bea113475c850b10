import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Namespace } from "@/i18n/client-messages";
import { clientMessages } from "@/i18n/compiled-messages";

/**
 * A page's client components get the dictionary namespaces the page declares (plus "Common"), and
 * no others: `<PageMessages namespaces={["Discover", "Profile"]}>...</PageMessages>`.
 * A server component: the messages travel once, in the page's HTML, precompiled (i18n/compiled-messages.ts).
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
