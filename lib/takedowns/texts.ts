import type { Statement, StatementLanguage } from "@/lib/safety/statement";

// What the creator and the claimant of a takedown notice are told (the admin's reason verbatim).

const list = (titles: string[]) => titles.map((t) => `"${t}"`).join(", ");

/** To the creator whose posts were taken down: what, why, and the counter-notice path. */
export function removedStatement(lang: StatementLanguage, input: { reference: string; titles: string[]; reason: string; takedownId: string }): Statement {
  const { reference, titles, reason, takedownId } = input;
  const t = {
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
    en: { title: "Your content was restored", body: `After your counter-notice (reference ${input.reference}), we restored: ${list(input.titles)}.`, reason: `Note from our moderators: ${input.reason}` },
    fr: { title: "Votre contenu a été rétabli", body: `Suite à votre contre-notification (référence ${input.reference}), nous avons rétabli : ${list(input.titles)}.`, reason: `Note de nos modérateurs : ${input.reason}` },
    ar: { title: "تمت إعادة محتواك", body: `إثر إشعارك المضاد (المرجع ${input.reference})، أعدنا: ${list(input.titles)}.`, reason: `ملاحظة من المشرفين: ${input.reason}` },
  }[lang];
  return { title: t.title, paragraphs: [t.body, t.reason] };
}

/** To the claimant (English: a claimant has no account, hence no language on record). */
export function claimantOutcome(input: { reference: string; outcome: "removed" | "rejected" | "restored" | "counter"; reason: string | null; counterMessage?: string }): Statement {
  const { reference, outcome, reason } = input;
  const lead = {
    removed: `Your copyright notice ${reference} was upheld: the content it named was taken down.`,
    rejected: `Your copyright notice ${reference} was not upheld: the content stays online.`,
    restored: `The content named in your copyright notice ${reference} was restored after the creator's counter-notice.`,
    counter: `The creator of the content named in your copyright notice ${reference} sent a counter-notice.`,
  }[outcome];
  return {
    title: `Copyright notice ${reference}`,
    paragraphs: [lead, ...(reason ? [`Our moderators' reason: ${reason}`] : []), ...(input.counterMessage ? [`Their statement: ${input.counterMessage}`] : [])],
  };
}
