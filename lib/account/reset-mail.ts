import type { MailMessage } from "@/lib/mail";
import { layoutMail, mailLang, tokenLink, type MailLang } from "@/lib/mail/layout";

// The password-reset e-mail in the reader's language (User.locale, or the language of the page
// that asked; English when neither is known).

type Texts = { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string };

const texts: Record<MailLang, Texts> = {
  en: {
    subject: "Reset your Velvet password",
    greeting: (name) => `Hello ${name},`,
    body: "We received a request to reset the password of your Velvet account. Open this link within one hour to choose a new password:",
    action: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Velvet",
    greeting: (name) => `Bonjour ${name},`,
    body: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Velvet. Ouvrez ce lien dans l'heure qui vient pour choisir un nouveau mot de passe :",
    action: "Choisir un nouveau mot de passe",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  tn: {
    subject: "بدّل كلمة السر متاع Velvet",
    greeting: (name) => `عسلامة ${name}،`,
    body: "وصلنا طلب باش تتبدّل كلمة السر متاع حسابك في Velvet. حل الرابط هذا في ظرف ساعة باش تختار كلمة سر جديدة:",
    action: "نختار كلمة سر جديدة",
    ignore: "كان موش إنتِ اللي طلبت، ما تعمل شي: كلمة السر متاعك تبقى كيف ما هي.",
  },
  ar: {
    subject: "أعد تعيين كلمة مرور Velvet",
    greeting: (name) => `مرحبًا ${name}،`,
    body: "تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Velvet. افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:",
    action: "اختيار كلمة مرور جديدة",
    ignore: "إذا لم تطلب ذلك، يمكنك تجاهل هذا البريد: تبقى كلمة المرور كما هي.",
  },
};

/** The link in the e-mail: the reset page in the user's language. */
export function resetLink(token: string, locale: string | null): string {
  return tokenLink("/reset-password", token, locale);
}

export function resetMail(input: { to: string; firstName: string; token: string; locale: string | null }): MailMessage {
  const lang = mailLang(input.locale, "en");
  const t = texts[lang];
  return layoutMail({
    to: input.to,
    lang,
    subject: t.subject,
    greeting: t.greeting(input.firstName),
    body: [t.body],
    link: { href: resetLink(input.token, input.locale), label: t.action },
    after: [t.ignore],
  });
}
