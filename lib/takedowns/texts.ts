import { statementLanguage, type Statement, type StatementLanguage } from "@/lib/safety/statement";

// What the creator and the claimant of a takedown notice are told (the admin's reason verbatim).

const list = (titles: string[]) => titles.map((t) => `"${t}"`).join(", ");

/** To the creator whose posts were taken down: what, why, and the counter-notice path. */
export function removedStatement(lang: StatementLanguage, input: { reference: string; titles: string[]; reason: string; takedownId: string }): Statement {
  const { reference, titles, reason, takedownId } = input;
  const t = {
    tn: {
      title: "محتوى تنحّى بعد إشعار بحقوق المؤلف",
      lead: `بعد إشعار بحقوق المؤلف (المرجع ${reference})، نحّينا: ${list(titles) || "المحتوى المذكور في الإشعار"}.`,
      reason: `السبب اللي عطاوه المشرفين: ${reason}`,
      after: "كان تحسب اللي فمّا غلطة ولا عندك الحقوق متاع المحتوى هذا، تنجم تبعث إشعار مضاد؛ واحد من المشرفين باش يراجعو وينجم يرجّع المحتوى.",
      link: "ابعث إشعار مضاد",
    },
    en: {
      title: "Content taken down after a copyright notice",
      lead: `Following a copyright notice (reference ${reference}), we took down: ${list(titles) || "content named in the notice"}.`,
      reason: `Reason given by our moderators: ${reason}`,
      after: "If you believe this is a mistake or you have the rights to this content, you can send a counter-notice; an admin will review it and may restore the content.",
      link: "Send a counter-notice",
    },
    fr: {
      title: "Contenu retiré après une notification de droit d'auteur",
      lead: `Suite à une notification de droit d'auteur (référence ${reference}), nous avons retiré : ${list(titles) || "le contenu cité dans la notification"}.`,
      reason: `Motif donné par nos modérateurs : ${reason}`,
      after: "Si vous pensez qu'il s'agit d'une erreur ou si vous détenez les droits sur ce contenu, vous pouvez envoyer une contre-notification ; un administrateur l'examinera et pourra rétablir le contenu.",
      link: "Envoyer une contre-notification",
    },
    ar: {
      title: "تمت إزالة محتوى إثر إشعار بحقوق المؤلف",
      lead: `إثر إشعار بحقوق المؤلف (المرجع ${reference})، قمنا بإزالة: ${list(titles) || "المحتوى المذكور في الإشعار"}.`,
      reason: `السبب الذي قدمه المشرفون: ${reason}`,
      after: "إذا كنت تعتقد أن هذا خطأ أو أنك تملك حقوق هذا المحتوى، يمكنك إرسال إشعار مضاد؛ سيراجعه أحد المشرفين وقد يعيد المحتوى.",
      link: "إرسال إشعار مضاد",
    },
  }[lang];
  return { title: t.title, paragraphs: [t.lead, t.reason, t.after], link: { path: `/dmca?counter=${takedownId}`, label: t.link } };
}

/** To the creator whose content came back after their counter-notice. */
export function restoredStatement(lang: StatementLanguage, input: { reference: string; titles: string[]; reason: string }): Statement {
  const t = {
    tn: { title: "المحتوى متاعك رجع", body: `بعد الإشعار المضاد متاعك (المرجع ${input.reference})، رجّعنا: ${list(input.titles)}.`, reason: `ملاحظة من المشرفين: ${input.reason}` },
    en: { title: "Your content was restored", body: `After your counter-notice (reference ${input.reference}), we restored: ${list(input.titles)}.`, reason: `Note from our moderators: ${input.reason}` },
    fr: { title: "Votre contenu a été rétabli", body: `Suite à votre contre-notification (référence ${input.reference}), nous avons rétabli : ${list(input.titles)}.`, reason: `Note de nos modérateurs : ${input.reason}` },
    ar: { title: "تمت إعادة محتواك", body: `إثر إشعارك المضاد (المرجع ${input.reference})، أعدنا: ${list(input.titles)}.`, reason: `ملاحظة من المشرفين: ${input.reason}` },
  }[lang];
  return { title: t.title, paragraphs: [t.body, t.reason] };
}

type ClaimantOutcome = "removed" | "rejected" | "restored" | "counter";

/** To the claimant, in the language they filed the notice in (`Takedown.claimantLocale`). */
export function claimantOutcome(
  lang: StatementLanguage,
  input: { reference: string; outcome: ClaimantOutcome; reason: string | null; counterMessage?: string },
): Statement {
  const { reference, outcome, reason } = input;
  const t = {
    tn: {
      title: `إشعار حقوق المؤلف ${reference}`,
      removed: `الإشعار متاعك بحقوق المؤلف ${reference} تقبل: المحتوى اللي ذكرتو تنحّى.`,
      rejected: `الإشعار متاعك بحقوق المؤلف ${reference} ما تقبلش: المحتوى يقعد منشور.`,
      restored: `المحتوى اللي ذكرتو في الإشعار متاعك ${reference} رجع بعد الإشعار المضاد متاع صاحبو.`,
      counter: `صاحب المحتوى اللي ذكرتو في الإشعار متاعك ${reference} بعث إشعار مضاد.`,
      reason: "السبب اللي عطاوه المشرفين:",
      statement: "الكلام متاعو:",
    },
    en: {
      title: `Copyright notice ${reference}`,
      removed: `Your copyright notice ${reference} was upheld: the content it named was taken down.`,
      rejected: `Your copyright notice ${reference} was not upheld: the content stays online.`,
      restored: `The content named in your copyright notice ${reference} was restored after the creator's counter-notice.`,
      counter: `The creator of the content named in your copyright notice ${reference} sent a counter-notice.`,
      reason: "Our moderators' reason:",
      statement: "Their statement:",
    },
    fr: {
      title: `Notification de droit d'auteur ${reference}`,
      removed: `Votre notification de droit d'auteur ${reference} a été retenue : le contenu qu'elle cite a été retiré.`,
      rejected: `Votre notification de droit d'auteur ${reference} n'a pas été retenue : le contenu reste en ligne.`,
      restored: `Le contenu cité dans votre notification de droit d'auteur ${reference} a été rétabli après la contre-notification du créateur.`,
      counter: `Le créateur du contenu cité dans votre notification de droit d'auteur ${reference} a envoyé une contre-notification.`,
      reason: "Motif de nos modérateurs :",
      statement: "Sa déclaration :",
    },
    ar: {
      title: `إشعار حقوق المؤلف ${reference}`,
      removed: `تم قبول إشعارك بحقوق المؤلف ${reference}: أزيل المحتوى الذي ذكرته.`,
      rejected: `لم يُقبل إشعارك بحقوق المؤلف ${reference}: يبقى المحتوى منشورًا.`,
      restored: `أعيد المحتوى المذكور في إشعارك بحقوق المؤلف ${reference} بعد الإشعار المضاد من صاحبه.`,
      counter: `أرسل صاحب المحتوى المذكور في إشعارك بحقوق المؤلف ${reference} إشعارًا مضادًا.`,
      reason: "السبب الذي قدمه المشرفون:",
      statement: "تصريحه:",
    },
  }[lang];
  return {
    title: t.title,
    paragraphs: [t[outcome], ...(reason ? [`${t.reason} ${reason}`] : []), ...(input.counterMessage ? [`${t.statement} ${input.counterMessage}`] : [])],
  };
}

/** A notice as its claimant's mails need it. */
export type ClaimantNotice = { reference: string; email: string; claimantName: string; claimantLocale: string | null };
/** What a notice's select needs for claimantMail. */
export const CLAIMANT_SELECT = { reference: true, email: true, claimantName: true, claimantLocale: true } as const;

/** The claimant's mail of an outcome: to their address, in the language they filed in. */
export function claimantMail(t: ClaimantNotice, outcome: ClaimantOutcome, reason: string | null, counterMessage?: string) {
  return {
    to: { email: t.email, firstName: t.claimantName, locale: t.claimantLocale },
    statement: claimantOutcome(statementLanguage(t.claimantLocale), { reference: t.reference, outcome, reason, counterMessage }),
  };
}
