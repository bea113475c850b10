import type { MailMessage } from "@/lib/mail";
import { layoutMail, mailLang, tokenLink, type MailLang } from "@/lib/mail/layout";

// The two e-mails of an address change, in the reader's language (English when unknown):
// the confirmation link to the NEW address, and the notice with an undo link to the OLD one.

type Texts = {
  greeting: (name: string) => string;
  confirmSubject: string;
  confirmBody: (email: string) => string;
  confirmAction: string;
  confirmIgnore: string;
  noticeSubject: string;
  noticeBody: (email: string) => string;
  noticeAction: string;
  noticeAfter: string;
};

const texts: Record<MailLang, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    confirmSubject: "Confirm your new Velvet e-mail address",
    confirmBody: (email) =>
      `You asked to use ${email} for your Velvet account. Open this link within 24 hours to confirm it; until then you keep signing in with your current address:`,
    confirmAction: "Confirm my new address",
    confirmIgnore: "If you did not ask for this, ignore this e-mail: nothing changes.",
    noticeSubject: "Your Velvet e-mail address was changed",
    noticeBody: (email) =>
      `The e-mail address of your Velvet account was changed to ${email}. If this was you, there is nothing to do. If it was not, open this link within 7 days: it gives your account its previous address back and sends you a link to choose a new password.`,
    noticeAction: "This was not me: restore my address",
    noticeAfter: "Until then, sign-in and account e-mails use the new address.",
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    confirmSubject: "Confirmez votre nouvelle adresse e-mail Velvet",
    confirmBody: (email) =>
      `Vous avez demandé à utiliser ${email} pour votre compte Velvet. Ouvrez ce lien dans les 24 heures pour la confirmer ; d'ici là, vous continuez à vous connecter avec votre adresse actuelle :`,
    confirmAction: "Confirmer ma nouvelle adresse",
    confirmIgnore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne change.",
    noticeSubject: "L'adresse e-mail de votre compte Velvet a changé",
    noticeBody: (email) =>
      `L'adresse e-mail de votre compte Velvet est désormais ${email}. Si c'est vous, il n'y a rien à faire. Sinon, ouvrez ce lien dans les 7 jours : il rend à votre compte son adresse précédente et vous envoie un lien pour choisir un nouveau mot de passe.`,
    noticeAction: "Ce n'était pas moi : rétablir mon adresse",
    noticeAfter: "D'ici là, la connexion et les e-mails du compte utilisent la nouvelle adresse.",
  },
  tn: {
    greeting: (name) => `عسلامة ${name}،`,
    confirmSubject: "أكّد الإيميل الجديد متاعك في Velvet",
    confirmBody: (email) =>
      `طلبت باش تستعمل ${email} لحسابك في Velvet. حل الرابط هذا في ظرف 24 ساعة باش تأكّدو؛ لين ذاك الوقت تبقى تدخل بالإيميل القديم:`,
    confirmAction: "نأكّد الإيميل الجديد",
    confirmIgnore: "كان موش إنتِ اللي طلبت، ما تعمل شي: ما يتبدّل شي.",
    noticeSubject: "الإيميل متاع حسابك في Velvet تبدّل",
    noticeBody: (email) =>
      `الإيميل متاع حسابك في Velvet ولّى ${email}. كان إنتِ اللي بدّلتو، ما تعمل شي. كان موش إنتِ، حل الرابط هذا في ظرف 7 أيام: يرجّع لحسابك الإيميل القديم ويبعثلك رابط باش تختار كلمة سر جديدة.`,
    noticeAction: "موش أنا: رجّعولي الإيميل القديم",
    noticeAfter: "لين ذاك الوقت، الدخول والإيميلات متاع الحساب يستعملو الإيميل الجديد.",
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    confirmSubject: "أكّد عنوان بريدك الجديد في Velvet",
    confirmBody: (email) =>
      `طلبت استخدام ${email} لحسابك في Velvet. افتح هذا الرابط خلال 24 ساعة لتأكيده؛ وحتى ذلك الحين تواصل الدخول بعنوانك الحالي:`,
    confirmAction: "تأكيد عنواني الجديد",
    confirmIgnore: "إذا لم تطلب ذلك، تجاهل هذا البريد: لن يتغيّر شيء.",
    noticeSubject: "تم تغيير عنوان البريد لحسابك في Velvet",
    noticeBody: (email) =>
      `أصبح عنوان البريد لحسابك في Velvet هو ${email}. إذا كنت أنت من غيّره فلا شيء عليك. وإلا فافتح هذا الرابط خلال 7 أيام: يعيد لحسابك عنوانه السابق ويرسل إليك رابطًا لاختيار كلمة مرور جديدة.`,
    noticeAction: "لست أنا: استعادة عنواني",
    noticeAfter: "حتى ذلك الحين، يستخدم الدخول ورسائل الحساب العنوان الجديد.",
  },
};


/** To the new address: the link of /confirm-email. */
export function emailConfirmMail(input: { to: string; firstName: string; token: string; locale: string | null }): MailMessage {
  const lang = mailLang(input.locale, "en");
  const t = texts[lang];
  return layoutMail({
    to: input.to,
    lang,
    subject: t.confirmSubject,
    greeting: t.greeting(input.firstName),
    body: [t.confirmBody(input.to)],
    link: { href: tokenLink("/confirm-email", input.token, input.locale), label: t.confirmAction },
    after: [t.confirmIgnore],
  });
}

/** To the old address, once the change is made: the link of /undo-email. */
export function emailChangedNoticeMail(input: { to: string; newEmail: string; firstName: string; token: string; locale: string | null }): MailMessage {
  const lang = mailLang(input.locale, "en");
  const t = texts[lang];
  return layoutMail({
    to: input.to,
    lang,
    subject: t.noticeSubject,
    greeting: t.greeting(input.firstName),
    body: [t.noticeBody(input.newEmail)],
    link: { href: tokenLink("/undo-email", input.token, input.locale), label: t.noticeAction },
    after: [t.noticeAfter],
  });
}
