import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import fr from "@/messages/fr.json";
import { compileNamespace } from "@/i18n/compiled-messages";
import { AdminProviders } from "./AdminProviders";

/**
 * The admin area's root document (app/admin and app/admin-login are root layouts of their own,
 * outside the locale segment): French, left-to-right, the shared dark theme and a toaster.
 * The shared UI pieces (password field, spinner) read a few French member strings (precompiled,
 * as every dictionary the browser gets: i18n/compiled-messages.ts).
 */
export function AdminDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" dir="ltr">
      <body className="min-h-dvh">
        <NextIntlClientProvider locale="fr" messages={compileNamespace({ Common: fr.Common, Auth: fr.Auth })} timeZone="Africa/Tunis">
          <AdminProviders>{children}</AdminProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
