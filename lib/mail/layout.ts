import { directionOf, languageTag } from "@/i18n/locales";
import { appUrl } from "@/lib/env";
import type { MailLang, MailMessage, MailParts } from "@/lib/mail/types";

export type { MailLang, MailParts } from "@/lib/mail/types";

// The one layout of every e-mail the app sends (reset, e-mail change, receipts, moderation and
// takedown statements, identity decisions): a greeting, paragraphs, at most one link as a button,
// closing paragraphs, and a footer; a plain-text body and an HTML body made from the same parts,
// in the reader's language (`lang` and `dir` on the HTML: tn and ar read right to left), every
// value escaped. The builders (lib/<area>/*-mail.ts, statements) only supply the words.
//
// Discreet mode (lib/account/discreet.ts): the subject and the preview line (the hidden
// preheader mail clients show beside the subject) become neutral words that name no one, and the
// mail carries no image. The body itself keeps its words: the reader opened it.

/** A stored locale as a mail language; `fallback` for an unknown one (each builder keeps its own). */
export function mailLang(locale: string | null | undefined, fallback: MailLang = "tn"): MailLang {
  return locale === "tn" || locale === "fr" || locale === "en" || locale === "ar" ? locale : fallback;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page of the site in the reader's language (tn, the default, has no prefix). */
export function siteLink(pathname: string, locale: string | null | undefined): string {
  const prefix = locale === "fr" || locale === "en" || locale === "ar" ? `/${locale}` : "";
  return `${appUrl()}${prefix}${pathname}`;
}

/**
 * A page of the site in the reader's language with `?token=` (with no known language the site
 * picks one from the browser as usual).
 */
export function tokenLink(pathname: string, token: string, locale: string | null): string {
  return `${siteLink(pathname, locale)}?token=${encodeURIComponent(token)}`;
}

const FOOTER: Record<MailLang, string> = {
  tn: "جاك هالإيميل خاطر عندك حساب في Velvet.",
  ar: "وصلك هذا البريد لأن لديك حسابًا في Velvet.",
  fr: "Vous recevez cet e-mail parce que vous avez un compte Velvet.",
  en: "You receive this e-mail because you have a Velvet account.",
};

/** The neutral subject and preview of discreet mode: nothing about who or what. */
export const DISCREET: Record<MailLang, { subject: string; preview: string }> = {
  tn: { subject: "عندك خبر جديد في حسابك", preview: "حل الإيميل باش تقرا التفاصيل." },
  ar: { subject: "لديك إشعار جديد في حسابك", preview: "افتح البريد لقراءة التفاصيل." },
  fr: { subject: "Nouvel avis sur votre compte", preview: "Ouvrez ce message pour en lire le détail." },
  en: { subject: "A new notice about your account", preview: "Open this message to read the details." },
};

export function layoutMail(input: MailParts): MailMessage {
  const { lang } = input;
  const dir = directionOf(lang);
  const subject = input.discreet ? DISCREET[lang].subject : input.subject;
  const preview = input.discreet ? DISCREET[lang].preview : (input.preview ?? input.body[0] ?? "");
  const image = input.discreet ? undefined : input.image;
  const after = input.after ?? [];
  const text = [
    input.greeting,
    "",
    ...input.body.flatMap((p) => [p, ""]),
    ...(input.link ? [`${input.link.label}:`, input.link.href, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    "Velvet",
    "--",
    FOOTER[lang],
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="${languageTag(lang)}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f2f8;color:#1d1a26;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">`,
    // the preview line: read by mail clients, hidden when the mail is open
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preview)}</div>`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px;text-align:${dir === "rtl" ? "right" : "left"}">`,
    `<div style="background:#ffffff;border-radius:12px;padding:24px">`,
    ...(image ? [`<p style="margin:0 0 16px"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="64" height="64" style="border-radius:50%"></p>`] : []),
    p(input.greeting),
    ...input.body.map(p),
    ...(input.link
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(input.link.href)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(input.link.label)}</a></p>`,
        ]
      : []),
    ...after.map(p),
    `<p style="margin:0">Velvet</p>`,
    "</div>",
    `<p style="margin:16px 0 0;font-size:13px;color:#5b5668">${escapeHtml(FOOTER[lang])}</p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
  return { to: input.to, subject, text, html, parts: input };
}
