import type { MailMessage } from "@/lib/mail";
import { layoutMail, mailLang } from "@/lib/mail/layout";
import { formatDate } from "@/shared/format";

// The e-mail telling a member their data export is ready, in their language (User.locale; English
// when unknown), with the signed download link (valid DATA_EXPORT_TTL_DAYS days).

type Texts = { subject: string; greeting: (name: string) => string; body: (until: string) => string; action: string };

const texts: Record<"tn" | "fr" | "en" | "ar", Texts> = {
  en: {
    subject: "Your Velvet data export is ready",
    greeting: (name) => `Hello ${name},`,
    body: (until) => `The copy of your data you asked for is ready. The link below works until ${until}; after that the file is deleted.`,
    action: "Download my data",
  },
  fr: {
    subject: "Votre export de données Velvet est prêt",
    greeting: (name) => `Bonjour ${name},`,
    body: (until) => `La copie de vos données que vous avez demandée est prête. Le lien ci-dessous fonctionne jusqu'au ${until} ; ensuite le fichier est supprimé.`,
    action: "Télécharger mes données",
  },
  ar: {
    subject: "نسخة بياناتك من Velvet جاهزة",
    greeting: (name) => `مرحبًا ${name}،`,
    body: (until) => `نسخة بياناتك التي طلبتها جاهزة. يعمل الرابط أدناه حتى ${until}، وبعدها يُحذف الملف.`,
    action: "تنزيل بياناتي",
  },
  tn: {
    subject: "نسخة الداتا متاعك في Velvet حاضرة",
    greeting: (name) => `عسلامة ${name}،`,
    body: (until) => `النسخة متاع الداتا متاعك اللي طلبتها حاضرة. الرابط اللي لتحت يخدم حتى ${until}، ومبعد الفيشي يتفسخ.`,
    action: "نزّل الداتا متاعي",
  },
};

export function exportReadyMail(to: { email: string; name: string; locale: string | null }, href: string, expiresAt: Date): MailMessage {
  const lang = mailLang(to.locale, "en");
  const t = texts[lang];
  return layoutMail({
    to: to.email,
    lang,
    subject: t.subject,
    greeting: t.greeting(to.name),
    body: [t.body(formatDate(lang, expiresAt))],
    link: { href, label: t.action },
  });
}
