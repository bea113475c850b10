import type { AppealOutcome, DecisionAction, ReportReason, ReportTargetType } from "@/shared/schemas/reports";

// The words of the statement of reasons, the appeal outcome and the reporter's outcome, in the
// four languages of the site (tn, the default, fr, en, ar). The admin's reason is never
// translated: it is quoted verbatim.

export type Lang = "tn" | "fr" | "en" | "ar";
export const langOf = (locale: string | null | undefined): Lang => (locale === "fr" || locale === "en" || locale === "ar" ? locale : "tn");

/**
 * The section of /guidelines each report reason falls under: each reason has its own section,
 * whose id is the reason itself (the stable anchors of decision 040, Pages.guidelines.sections).
 */
export const RULE_SECTION: Record<ReportReason, ReportReason> = {
  underage: "underage",
  "non-consensual": "non-consensual",
  illegal: "illegal",
  impersonation: "impersonation",
  spam: "spam",
  harassment: "harassment",
  copyright: "copyright",
  other: "other",
};

type Texts = {
  target: Record<ReportTargetType, string>;
  /** what was decided, as a sentence about "your {target}" */
  decided: Record<Exclude<DecisionAction, "dismiss">, (target: string, days: number) => string>;
  rule: Record<ReportReason | "enforcement", string>;
  title: string;
  why: string;
  ruleLine: string;
  appealLine: string;
  appealTitle: Record<AppealOutcome, string>;
  appealBody: Record<AppealOutcome, string>;
  reporterTitle: string;
  reporterBody: (reference: string, actioned: boolean) => string;
  accountTitle: string;
  accountBody: Record<"active" | "restricted" | "suspended" | "banned", (days: number) => string>;
  greeting: (name: string) => string;
  open: string;
};

const en: Texts = {
  target: { post: "post", comment: "comment", message: "message", user: "profile" },
  decided: {
    remove: (t) => `We removed your ${t}.`,
    restrict: (t) => `We removed your ${t} and restricted your account: it no longer appears in discovery or search.`,
    suspend: (t, d) => `We removed your ${t} and suspended your account for ${d} days.`,
    ban: (t) => `We removed your ${t} and banned your account.`,
  },
  // the headings of the guidelines' sections (messages/*.json Pages.guidelines.sections.<reason>.heading)
  rule: { underage: "Minors", "non-consensual": "Consent", illegal: "Illegal content and activity", impersonation: "Impersonation", spam: "Spam and scams", harassment: "Harassment and hate", copyright: "Copyright", other: "Other rules", enforcement: "Enforcement" },
  title: "Statement of reasons: a moderation decision",
  why: "Reason given by our moderators:",
  ruleLine: "Rule:",
  appealLine: "You can appeal this decision once:",
  appealTitle: { upheld: "Your appeal was reviewed: decision upheld", overturned: "Your appeal was accepted: decision overturned" },
  appealBody: { upheld: "We reviewed your appeal and kept our decision.", overturned: "We reviewed your appeal and reversed our decision; what it took away is restored." },
  reporterTitle: "Your report was reviewed",
  reporterBody: (r, a) => (a ? `Thank you. Your report ${r} was reviewed and we took action.` : `Thank you. Your report ${r} was reviewed; we found no breach of our guidelines.`),
  accountTitle: "Your account status changed",
  accountBody: {
    active: () => "Your account is active again.",
    restricted: () => "Your account is restricted: it no longer appears in discovery or search.",
    suspended: (d) => `Your account is suspended for ${d} days.`,
    banned: () => "Your account is banned.",
  },
  greeting: (n) => `Hello ${n},`,
  open: "Read the decision and appeal",
};

const fr: Texts = {
  target: { post: "publication", comment: "commentaire", message: "message", user: "profil" },
  decided: {
    remove: (t) => `Nous avons retiré votre ${t}.`,
    restrict: (t) => `Nous avons retiré votre ${t} et restreint votre compte : il n'apparaît plus dans la découverte ni dans la recherche.`,
    suspend: (t, d) => `Nous avons retiré votre ${t} et suspendu votre compte pour ${d} jours.`,
    ban: (t) => `Nous avons retiré votre ${t} et banni votre compte.`,
  },
  // the headings of the guidelines' sections (messages/*.json Pages.guidelines.sections.<reason>.heading)
  rule: { underage: "Mineurs", "non-consensual": "Consentement", illegal: "Contenus et activités illégaux", impersonation: "Usurpation d'identité", spam: "Spam et arnaques", harassment: "Harcèlement et haine", copyright: "Droit d'auteur", other: "Autres règles", enforcement: "Application" },
  title: "Exposé des motifs : une décision de modération",
  why: "Motif donné par nos modérateurs :",
  ruleLine: "Règle :",
  appealLine: "Vous pouvez faire appel de cette décision une fois :",
  appealTitle: { upheld: "Votre appel a été examiné : décision maintenue", overturned: "Votre appel a été accepté : décision annulée" },
  appealBody: { upheld: "Nous avons examiné votre appel et maintenu notre décision.", overturned: "Nous avons examiné votre appel et annulé notre décision ; ce qu'elle vous avait retiré est rétabli." },
  reporterTitle: "Votre signalement a été examiné",
  reporterBody: (r, a) => (a ? `Merci. Votre signalement ${r} a été examiné et nous avons agi.` : `Merci. Votre signalement ${r} a été examiné ; nous n'avons constaté aucune infraction à nos règles.`),
  accountTitle: "Le statut de votre compte a changé",
  accountBody: {
    active: () => "Votre compte est de nouveau actif.",
    restricted: () => "Votre compte est restreint : il n'apparaît plus dans la découverte ni dans la recherche.",
    suspended: (d) => `Votre compte est suspendu pour ${d} jours.`,
    banned: () => "Votre compte est banni.",
  },
  greeting: (n) => `Bonjour ${n},`,
  open: "Lire la décision et faire appel",
};

const ar: Texts = {
  target: { post: "منشورك", comment: "تعليقك", message: "رسالتك", user: "ملفك الشخصي" },
  decided: {
    remove: (t) => `أزلنا ${t}.`,
    restrict: (t) => `أزلنا ${t} وقيّدنا حسابك: لم يعد يظهر في الاستكشاف أو البحث.`,
    suspend: (t, d) => `أزلنا ${t} وعلّقنا حسابك لمدة ${d} يومًا.`,
    ban: (t) => `أزلنا ${t} وحظرنا حسابك.`,
  },
  // the headings of the guidelines' sections (messages/*.json Pages.guidelines.sections.<reason>.heading)
  rule: { underage: "القاصرون", "non-consensual": "الموافقة", illegal: "المحتوى والأنشطة غير القانونية", impersonation: "انتحال الشخصية", spam: "الرسائل المزعجة والاحتيال", harassment: "التحرش والكراهية", copyright: "حقوق النشر", other: "قواعد أخرى", enforcement: "التطبيق" },
  title: "بيان الأسباب: قرار إشراف",
  why: "السبب الذي قدّمه المشرفون:",
  ruleLine: "القاعدة:",
  appealLine: "يمكنك الطعن في هذا القرار مرة واحدة:",
  appealTitle: { upheld: "تمت مراجعة طعنك: القرار ثابت", overturned: "تم قبول طعنك: أُلغي القرار" },
  appealBody: { upheld: "راجعنا طعنك وأبقينا على قرارنا.", overturned: "راجعنا طعنك وألغينا قرارنا؛ تمت استعادة ما سُحب منك." },
  reporterTitle: "تمت مراجعة بلاغك",
  reporterBody: (r, a) => (a ? `شكرًا. تمت مراجعة بلاغك ${r} واتخذنا إجراءً.` : `شكرًا. تمت مراجعة بلاغك ${r}؛ لم نجد أي مخالفة لإرشاداتنا.`),
  accountTitle: "تغيّرت حالة حسابك",
  accountBody: {
    active: () => "حسابك نشط من جديد.",
    restricted: () => "حسابك مقيّد: لم يعد يظهر في الاستكشاف أو البحث.",
    suspended: (d) => `حسابك معلّق لمدة ${d} يومًا.`,
    banned: () => "حسابك محظور.",
  },
  greeting: (n) => `مرحبًا ${n}،`,
  open: "اقرأ القرار وقدّم طعنًا",
};

const tn: Texts = {
  target: { post: "البوست متاعك", comment: "الكومونتار متاعك", message: "الميساج متاعك", user: "البروفيل متاعك" },
  decided: {
    remove: (t) => `نحّينا ${t}.`,
    restrict: (t) => `نحّينا ${t} وحدّدنا الكونت متاعك: ما عادش يظهر في الديكوفرت ولا في البحث.`,
    suspend: (t, d) => `نحّينا ${t} ووقّفنا الكونت متاعك لمدة ${d} يوم.`,
    ban: (t) => `نحّينا ${t} وبلوكينا الكونت متاعك نهائيًا.`,
  },
  // the headings of the guidelines' sections (messages/*.json Pages.guidelines.sections.<reason>.heading)
  rule: { underage: "القُصّر", "non-consensual": "الموافقة", illegal: "محتوى ونشاط موش قانوني", impersonation: "انتحال الشخصية", spam: "سبام وتحيّل", harassment: "تحرّش وكراهية", copyright: "حقوق المؤلف", other: "قواعد أخرى", enforcement: "التطبيق" },
  title: "بيان الأسباب: قرار متاع الموديراسيون",
  why: "السبب اللي عطاوه الموديراتورز:",
  ruleLine: "القاعدة:",
  appealLine: "تنجم تطعن في القرار هذا مرة برك:",
  appealTitle: { upheld: "الطعن متاعك تراجع: القرار باقي", overturned: "الطعن متاعك تقبل: القرار تلغى" },
  appealBody: { upheld: "راجعنا الطعن متاعك وخلّينا القرار كيف ما هو.", overturned: "راجعنا الطعن متاعك وألغينا القرار؛ اللي تنحّى رجع." },
  reporterTitle: "البلاغ متاعك تراجع",
  reporterBody: (r, a) => (a ? `يعيشك. البلاغ متاعك ${r} تراجع وعملنا اللازم.` : `يعيشك. البلاغ متاعك ${r} تراجع؛ ما لقينا حتى مخالفة للقواعد.`),
  accountTitle: "الستاتو متاع الكونت متاعك تبدّل",
  accountBody: {
    active: () => "الكونت متاعك رجع يخدم.",
    restricted: () => "الكونت متاعك محدود: ما عادش يظهر في الديكوفرت ولا في البحث.",
    suspended: (d) => `الكونت متاعك موقوف لمدة ${d} يوم.`,
    banned: () => "الكونت متاعك مبلوكي.",
  },
  greeting: (n) => `عسلامة ${n}،`,
  open: "اقرا القرار وأطعن فيه",
};

export const TEXTS: Record<Lang, Texts> = { tn, fr, en, ar };
