import type { Statement, StatementLanguage } from "@/lib/safety/statement";

// What a creator is told about the review of their post, in their language (the admin's reason verbatim).

const GUIDELINES = "/guidelines";

export function rejectedStatement(lang: StatementLanguage, input: { title: string; reason: string; sampled: boolean }): Statement {
  const { title, reason, sampled } = input;
  const t = {
    tn: {
      title: sampled ? "منشورك تنحّى" : "منشورك ما تقبلش",
      lead: sampled ? `منشورك «${title}» تراجع وتنحّى.` : `منشورك «${title}» تراجع وما باش يتنشر.`,
      reason: `السبب اللي عطاوه المشرفين: ${reason}`,
      after: "قواعد المجتمع تفسّر شنوّة ينجم يتنشر. كان تحسب اللي فمّا غلطة، ابعثلنا من صفحة الاتصال.",
      link: "اقرا القواعد",
    },
    en: {
      title: sampled ? "Your post was taken down" : "Your post was not approved",
      lead: sampled ? `Your post "${title}" was reviewed and taken down.` : `Your post "${title}" was reviewed and will not be published.`,
      reason: `Reason given by our moderators: ${reason}`,
      after: "Our community guidelines explain what may be published. If you think this is a mistake, write to us through the contact page.",
      link: "Read the guidelines",
    },
    fr: {
      title: sampled ? "Votre publication a été retirée" : "Votre publication n'a pas été approuvée",
      lead: sampled ? `Votre publication « ${title} » a été relue et retirée.` : `Votre publication « ${title} » a été relue et ne sera pas publiée.`,
      reason: `Motif donné par nos modérateurs : ${reason}`,
      after: "Nos règles de la communauté expliquent ce qui peut être publié. Si vous pensez qu'il s'agit d'une erreur, écrivez-nous depuis la page contact.",
      link: "Lire les règles",
    },
    ar: {
      title: sampled ? "تمت إزالة منشورك" : "لم تتم الموافقة على منشورك",
      lead: sampled ? `تمت مراجعة منشورك «${title}» وإزالته.` : `تمت مراجعة منشورك «${title}» ولن يُنشر.`,
      reason: `السبب الذي قدمه المشرفون: ${reason}`,
      after: "توضح قواعد المجتمع ما يمكن نشره. إذا كنت تعتقد أن هذا خطأ، راسلنا عبر صفحة الاتصال.",
      link: "اقرأ القواعد",
    },
  }[lang];
  return { title: t.title, paragraphs: [t.lead, t.reason, t.after], link: { path: GUIDELINES, label: t.link } };
}

export function approvedStatement(lang: StatementLanguage, title: string): Statement {
  const t = {
    tn: { title: "منشورك تنشر", body: `منشورك «${title}» تقبل وولّى يبان لمشتركينك.` },
    en: { title: "Your post is published", body: `Your post "${title}" was approved and is now visible to your subscribers.` },
    fr: { title: "Votre publication est en ligne", body: `Votre publication « ${title} » a été approuvée et est maintenant visible par vos abonnés.` },
    ar: { title: "تم نشر منشورك", body: `تمت الموافقة على منشورك «${title}» وأصبح مرئيا لمشتركيك.` },
  }[lang];
  return { title: t.title, paragraphs: [t.body], link: { path: "/profile", label: t.title } };
}
