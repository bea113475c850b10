import type { MailMessage } from "@/lib/mail";
import { layoutMail, mailLang } from "@/lib/mail/layout";
import { appUrl } from "@/lib/env";

// The e-mail telling a member how their identity check was decided, in their language
// (User.locale: tn, fr, en, ar; English when unknown). The admin's reason is quoted verbatim.

type Kind = "creator" | "age";
type Texts = {
  greeting: (name: string) => string;
  subject: Record<Kind, Record<"approved" | "rejected", string>>;
  approved: Record<Kind, string>;
  rejected: Record<Kind, string>;
  reason: string;
  action: string;
};

const texts: Record<"tn" | "fr" | "en" | "ar", Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      creator: { approved: "Your Velvet creator verification is approved", rejected: "Your Velvet creator verification was not approved" },
      age: { approved: "Your Velvet age check is approved", rejected: "Your Velvet age check was not approved" },
    },
    approved: {
      creator: "Your identity is verified: fans can now subscribe to you, tip you and buy from you, and you can ask for payouts.",
      age: "Your age check is complete: you can see all content again.",
    },
    rejected: {
      creator: "We could not verify your identity from the documents you sent. You can send new ones from your verification page.",
      age: "We could not confirm your age from the documents you sent. You can send new ones from your age check page.",
    },
    reason: "Reason given by our team:",
    action: "Open my verification page",
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: {
      creator: { approved: "Votre vérification de créateur Velvet est approuvée", rejected: "Votre vérification de créateur Velvet n'a pas été approuvée" },
      age: { approved: "Votre vérification d'âge Velvet est approuvée", rejected: "Votre vérification d'âge Velvet n'a pas été approuvée" },
    },
    approved: {
      creator: "Votre identité est vérifiée : vos fans peuvent désormais s'abonner, vous envoyer des pourboires et acheter vos contenus, et vous pouvez demander vos versements.",
      age: "Votre vérification d'âge est terminée : vous pouvez de nouveau voir tous les contenus.",
    },
    rejected: {
      creator: "Nous n'avons pas pu vérifier votre identité avec les documents envoyés. Vous pouvez en envoyer de nouveaux depuis votre page de vérification.",
      age: "Nous n'avons pas pu confirmer votre âge avec les documents envoyés. Vous pouvez en envoyer de nouveaux depuis votre page de vérification d'âge.",
    },
    reason: "Motif indiqué par notre équipe :",
    action: "Ouvrir ma page de vérification",
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    subject: {
      creator: { approved: "تمت الموافقة على توثيق حسابك كصانع محتوى في Velvet", rejected: "لم تتم الموافقة على توثيق حسابك كصانع محتوى في Velvet" },
      age: { approved: "تمت الموافقة على التحقق من عمرك في Velvet", rejected: "لم تتم الموافقة على التحقق من عمرك في Velvet" },
    },
    approved: {
      creator: "تم التحقق من هويتك: يمكن للمعجبين الآن الاشتراك معك وإرسال الإكراميات والشراء منك، ويمكنك طلب السحب.",
      age: "اكتمل التحقق من عمرك: يمكنك مشاهدة كل المحتوى من جديد.",
    },
    rejected: {
      creator: "لم نتمكن من التحقق من هويتك من خلال الوثائق المرسلة. يمكنك إرسال وثائق جديدة من صفحة التوثيق.",
      age: "لم نتمكن من تأكيد عمرك من خلال الوثائق المرسلة. يمكنك إرسال وثائق جديدة من صفحة التحقق من العمر.",
    },
    reason: "السبب الذي ذكره فريقنا:",
    action: "فتح صفحة التوثيق",
  },
  tn: {
    greeting: (name) => `عسلامة ${name}،`,
    subject: {
      creator: { approved: "التوثيق متاعك كصانع محتوى في Velvet تقبل", rejected: "التوثيق متاعك كصانع محتوى في Velvet ما تقبلش" },
      age: { approved: "التثبت من عمرك في Velvet تقبل", rejected: "التثبت من عمرك في Velvet ما تقبلش" },
    },
    approved: {
      creator: "هويتك تثبتت: توّا الفانز ينجموا يشتركو معاك، يبعثولك بقشيش ويشريو منك، وتنجم تطلب فلوسك.",
      age: "التثبت من عمرك كمل: تنجم تشوف المحتوى الكل من جديد.",
    },
    rejected: {
      creator: "ما نجمناش نثبتو في هويتك بالوثائق اللي بعثتها. تنجم تبعث وثائق جديدة من صفحة التوثيق.",
      age: "ما نجمناش نأكدو عمرك بالوثائق اللي بعثتها. تنجم تبعث وثائق جديدة من صفحة التثبت من العمر.",
    },
    reason: "السبب اللي عطاه الفريق متاعنا:",
    action: "حل صفحة التوثيق",
  },
};


/** The member's page of this check, in their language (tn has no prefix). */
export function checkPage(kind: Kind, locale: string | null): string {
  const prefix = locale === "fr" || locale === "en" || locale === "ar" ? `/${locale}` : "";
  return `${appUrl()}${prefix}${kind === "creator" ? "/verification" : "/age-check"}`;
}

export function checkDecisionMail(input: {
  to: string;
  firstName: string;
  locale: string | null;
  kind: Kind;
  status: "approved" | "rejected";
  reason: string | null;
}): MailMessage {
  const lang = mailLang(input.locale, "en");
  const t = texts[lang];
  const body = input.status === "approved" ? [t.approved[input.kind]] : [t.rejected[input.kind], `${t.reason} ${input.reason ?? ""}`];
  return layoutMail({
    to: input.to,
    lang,
    subject: t.subject[input.kind][input.status],
    greeting: t.greeting(input.firstName),
    body,
    link: { href: checkPage(input.kind, input.locale), label: t.action },
  });
}
