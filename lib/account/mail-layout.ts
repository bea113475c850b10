import { appUrl } from "@/lib/env";
import type { MailMessage } from "@/lib/mail";

// The shape shared by the account e-mails (reset, e-mail change): a greeting, paragraphs, one
// link, a closing line; plain text and HTML with every value escaped.

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A page of the site in the reader's language with `?token=` (tn, the default, has no prefix;
 * with no known language the site picks one from the browser as usual).
 */
export function tokenLink(pathname: string, token: string, locale: string | null): string {
  const prefix = locale === "fr" || locale === "en" || locale === "ar" ? `/${locale}` : "";
  return `${appUrl()}${prefix}${pathname}?token=${encodeURIComponent(token)}`;
}

export function accountMail(input: {
  to: string;
  subject: string;
  greeting: string;
  body: string[];
  link?: { href: string; label: string };
  after?: string[];
}): MailMessage {
  const after = input.after ?? [];
  const text = [input.greeting, "", ...input.body.flatMap((p) => [p, ""]), ...(input.link ? [input.link.href, ""] : []), ...after.flatMap((p) => [p, ""]), "Velvet"].join("\n");
  const html = [
    `<p>${escapeHtml(input.greeting)}</p>`,
    ...input.body.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(input.link ? [`<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`] : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    "<p>Velvet</p>",
  ].join("\n");
  return { to: input.to, subject: input.subject, text, html };
}
