import type { MailMessage } from "@/lib/mail";
import { accountMail, tokenLink } from "@/lib/account/mail-layout";

// The password-reset e-mail, in French for French speakers and English otherwise.

type Texts = { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string };

const texts: Record<"en" | "fr", Texts> = {
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
};

/** The link in the e-mail: the reset page in the user's language. */
export function resetLink(token: string, locale: string | null): string {
  return tokenLink("/reset-password", token, locale);
}

export function resetMail(input: { to: string; firstName: string; token: string; locale: string | null }): MailMessage {
  const t = texts[input.locale === "fr" ? "fr" : "en"];
  return accountMail({
    to: input.to,
    subject: t.subject,
    greeting: t.greeting(input.firstName),
    body: [t.body],
    link: { href: resetLink(input.token, input.locale), label: t.action },
    after: [t.ignore],
  });
}
