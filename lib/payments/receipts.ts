import { prisma } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { sendNotice } from "@/lib/account/notice-mail";
import { layoutMail, type MailLang } from "@/lib/mail/layout";
import { formatMoney } from "@/shared/money";

type Texts = {
  subject: (descriptor: string) => string;
  greeting: string;
  thanks: string;
  what: Record<Payment["kind"], string>;
  renewal: string;
  amount: string;
  for: string;
  period: (until: string) => string;
  card: (brand: string, last4: string) => string;
  date: string;
  reference: string;
  statement: (descriptor: string) => string;
};

const TEXTS: Record<MailLang, Texts> = {
  en: {
    subject: (d) => `Your receipt from ${d}`,
    greeting: "Hello,",
    thanks: "Thank you for your payment.",
    what: { subscription: "Monthly subscription", tip: "Tip", purchase: "Purchase" },
    renewal: "renewal",
    amount: "Amount",
    for: "For",
    period: (until) => `Period: until ${until}`,
    card: (brand, last4) => `Card: ${brand} ending in ${last4}`,
    date: "Date",
    reference: "Reference",
    statement: (d) => `It appears on your card statement as ${d}.`,
  },
  fr: {
    subject: (d) => `Votre reçu de ${d}`,
    greeting: "Bonjour,",
    thanks: "Merci pour votre paiement.",
    what: { subscription: "Abonnement mensuel", tip: "Pourboire", purchase: "Achat" },
    renewal: "renouvellement",
    amount: "Montant",
    for: "Pour",
    period: (until) => `Période : jusqu'au ${until}`,
    card: (brand, last4) => `Carte : ${brand} se terminant par ${last4}`,
    date: "Date",
    reference: "Référence",
    statement: (d) => `Il apparaît sur votre relevé de carte sous le nom ${d}.`,
  },
  tn: {
    subject: (d) => `الوصل متاعك من ${d}`,
    greeting: "عسلامة،",
    thanks: "يعيشك على الخلاص.",
    what: { subscription: "اشتراك شهري", tip: "بقشيش", purchase: "شراء" },
    renewal: "تجديد",
    amount: "المبلغ",
    for: "على",
    period: (until) => `المدة: لين ${until}`,
    card: (brand, last4) => `الكارطة: ${brand} اللي توفى بـ ${last4}`,
    date: "التاريخ",
    reference: "المرجع",
    statement: (d) => `يظهر في كشف الكارطة متاعك باسم ${d}.`,
  },
  ar: {
    subject: (d) => `إيصالك من ${d}`,
    greeting: "مرحبًا،",
    thanks: "شكرًا على دفعتك.",
    what: { subscription: "اشتراك شهري", tip: "إكرامية", purchase: "شراء" },
    renewal: "تجديد",
    amount: "المبلغ",
    for: "مقابل",
    period: (until) => `الفترة: حتى ${until}`,
    card: (brand, last4) => `البطاقة: ${brand} المنتهية بـ ${last4}`,
    date: "التاريخ",
    reference: "المرجع",
    statement: (d) => `تظهر في كشف بطاقتك باسم ${d}.`,
  },
};

/**
 * The receipt of a succeeded charge, in the payer's language, as a notice (lib/mail/notice.ts:
 * discreet mode and quiet hours apply). Discreet always: the subject names only the billing
 * descriptor (BILLING_DESCRIPTOR, what the card statement shows), never the creator, and so does
 * the preview line; the body says what was paid, to whom, when, with which card.
 */
export async function sendReceipt(payment: Payment): Promise<void> {
  if (!payment.payerId) return;
  const payee = payment.payeeId ? await prisma.user.findUnique({ where: { id: payment.payeeId }, select: { username: true } }) : null;
  const descriptor = env().BILLING_DESCRIPTOR;
  await sendNotice(payment.payerId, ({ to, lang, discreet }) => {
    const t = TEXTS[lang];
    const amount = formatMoney(lang, payment.amountCents / 100, payment.currency);
    const lines = [
      `${t.amount}: ${amount}`,
      `${t.for}: ${t.what[payment.kind]}${payee ? ` (@${payee.username})` : ""}${payment.renewal ? `, ${t.renewal}` : ""}`,
      ...(payment.periodEnd ? [t.period(payment.periodEnd.toISOString().slice(0, 10))] : []),
      t.card(payment.cardBrand, payment.cardLast4),
      `${t.date}: ${payment.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      `${t.reference}: ${payment.id}`,
    ];
    return layoutMail({
      to,
      lang,
      discreet,
      subject: t.subject(descriptor),
      preview: t.thanks,
      greeting: t.greeting,
      body: [t.thanks, ...lines],
      after: [t.statement(descriptor)],
    });
  });
}
