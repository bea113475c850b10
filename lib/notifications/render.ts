import "@/shared/i18n/tunisian-plurals";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { log } from "@/lib/log";
import { formatMoney } from "@/shared/money";
import { formatDate } from "@/shared/format";
import { publicName, type NamedMember } from "@/lib/users/public-name";
import { isTemplate, type LocalText, type TemplateParams } from "@/lib/notifications/templates";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import tn from "@/messages/tn.json";
import ar from "@/messages/ar.json";

// What a notification says, in the reader's language, from its template and values
// (lib/notifications/templates.ts) and the dictionaries' `NotificationItems`: chosen at read
// time, so a reader who changes language reads their old notifications in the new one. Counts
// follow the language's plural rules (ICU; Tunisian counts like Arabic, shared/i18n/tunisian-plurals.ts).
// The sender is named by their public name (lib/users/public-name.ts), the same everywhere.

const DICTIONARIES = { en, fr, tn, ar } as const;

type Translator = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<Locale, Translator>();

function translator(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) {
    const base = createTranslator({
      locale,
      messages: DICTIONARIES[locale] as unknown as Record<string, unknown>,
      namespace: "NotificationItems",
      onError: (err) => log.warn({ err, locale }, "notification text"),
      getMessageFallback: ({ key }) => key,
    }) as unknown as Translator;
    t = (key, values) => base(key, values);
    translators.set(locale, t);
  }
  return t;
}

export type Renderable = { template: string; params: unknown; sender: NamedMember | null };
export type Rendered = { title: string; message: string };

function pick(text: LocalText | undefined, locale: Locale): string {
  if (text === undefined || text === null) return "";
  if (typeof text === "string") return text;
  return text[locale] ?? text.en ?? Object.values(text).find((v) => typeof v === "string") ?? "";
}

/** A notification's title and message in `locale`. */
export function renderNotification(n: Renderable, locale: Locale): Rendered {
  const t = translator(locale);
  const name = n.sender ? publicName(n.sender) : t("someone");
  const p = (n.params ?? {}) as Record<string, unknown>;
  if (!isTemplate(n.template) || n.template === "text") {
    const text = p as Partial<TemplateParams["text"]>;
    return { title: pick(text.title, locale), message: pick(text.message, locale) };
  }
  const money = typeof p.amountCents === "number" && typeof p.currency === "string" ? formatMoney(locale, p.amountCents / 100, p.currency) : "";
  const values: Record<string, string | number> = { name, amount: money };
  for (const [key, value] of Object.entries(p)) {
    if (typeof value === "string" || typeof value === "number") values[key] = value;
  }
  switch (n.template) {
    case "post_like": {
      const count = Math.max(1, Number(p.count) || 1);
      values.count = count;
      values.others = count - 1;
      break;
    }
    case "message":
      if (!p.preview) return { title: t("message.title", values), message: t("attachment") };
      break;
    case "payout_sent":
    case "payout_failed":
      values.hasNote = p.note ? "yes" : "no";
      values.note = typeof p.note === "string" ? p.note : "";
      break;
    case "refund_payer":
    case "refund_payee":
    case "chargeback_payer":
    case "chargeback_payee":
      values.kind = typeof p.kind === "string" ? p.kind : "purchase";
      break;
    case "export_ready":
      values.until = typeof p.expiresAt === "string" ? formatDate(locale, p.expiresAt) : "";
      break;
  }
  return { title: t(`${n.template}.title`, values), message: t(`${n.template}.message`, values) };
}
