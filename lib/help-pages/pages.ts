import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound, badRequest, fieldError } from "@/lib/errors";
import { locales, type Locale } from "@/i18n/locales";
import { HELP_PAGE_SLUGS, type HelpPageInput, type HelpPageSlug } from "@/shared/schemas/back-office";
import type { HelpPageAnswer } from "@/shared/answers/back-office";
import { HELP_PAGE_KEYS, headingAnchors, requiredAnchors } from "@/shared/help-pages";

// The editable help pages (admin "Services" / "Gestion de service"): /help, /guidelines, /safety,
// /creator-support. A stored text (HelpPage, one row per page and language) replaces the page's
// dictionary text (messages/<locale>.json "Pages.<key>") in that language only; without a row
// the dictionary's text is shown, as before.

export type HelpPageText = { title: string; body: string };
export type AdminHelpPage = HelpPageAnswer;

type DictionaryPage = { title: string; intro: string; sections?: Record<string, { heading: string; body: string }> };

/** The page's dictionary text as Markdown: the intro, then "## heading {#section-id}" and its paragraphs. */
export async function dictionaryText(slug: HelpPageSlug, locale: Locale): Promise<HelpPageText> {
  const messages = ((await import(`../../messages/${locale}.json`)) as { default: { Pages: Record<string, DictionaryPage> } }).default;
  const page = messages.Pages[HELP_PAGE_KEYS[slug]]!;
  const parts = [page.intro];
  for (const [id, s] of Object.entries(page.sections ?? {})) parts.push(`## ${s.heading} {#${id}}`, s.body.split("\n").join("\n\n"));
  return { title: page.title, body: parts.join("\n\n") };
}

/** The stored text of a page in a language, or null (the page then shows its dictionary text). */
export async function getStoredHelpPage(slug: HelpPageSlug, locale: string) {
  return prisma.helpPage.findUnique({ where: { slug_locale: { slug, locale } }, select: { title: true, body: true, updatedAt: true } });
}

const isHelpSlug = (slug: string): slug is HelpPageSlug => (HELP_PAGE_SLUGS as readonly string[]).includes(slug);
function requireSlug(slug: string): HelpPageSlug {
  if (!isHelpSlug(slug)) throw notFound("PAGE_NOT_FOUND");
  return slug;
}

/** GET /api/admin/pages: every page in every language, stored or not. */
export async function listHelpPagesForAdmin() {
  const rows = await prisma.helpPage.findMany({ select: { slug: true, locale: true, title: true, updatedAt: true, updatedBy: true } });
  return HELP_PAGE_SLUGS.map((slug) => ({
    slug,
    path: `/${slug}`,
    languages: locales.map((locale) => {
      const row = rows.find((r) => r.slug === slug && r.locale === locale);
      return { locale, stored: Boolean(row), title: row?.title ?? null, updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    }),
  }));
}

/** GET /api/admin/pages/{slug}?locale: the text to edit (the stored one, else the dictionary's). */
export async function getHelpPageForAdmin(rawSlug: string, locale: Locale): Promise<AdminHelpPage> {
  const slug = requireSlug(rawSlug);
  const row = await prisma.helpPage.findUnique({ where: { slug_locale: { slug, locale } } });
  if (row) return { slug, locale, title: row.title, body: row.body, stored: true, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
  return { slug, locale, ...(await dictionaryText(slug, locale)), stored: false, updatedAt: null, updatedBy: null };
}

/**
 * PUT /api/admin/pages/{slug} {locale, title, body}: stores the page's text in that language.
 * The guidelines must keep one heading anchor per rule ("## … {#underage}"): moderation decisions
 * link to them (400, code missing_anchor, otherwise).
 */
export async function saveHelpPage(admin: AuditActor, rawSlug: string, input: HelpPageInput, now: Date): Promise<AdminHelpPage> {
  const slug = requireSlug(rawSlug);
  const present = new Set(headingAnchors(input.body));
  const missing = requiredAnchors(slug).filter((a) => !present.has(a));
  if (missing.length) {
    const params = { anchors: missing.map((a) => `{#${a}}`).join(", ") };
    throw badRequest("MISSING_ANCHOR", { params, errors: fieldError("body", "MISSING_ANCHOR", params) });
  }
  return prisma.$transaction(async (tx) => {
    const key = { slug_locale: { slug, locale: input.locale } };
    const before = await tx.helpPage.findUnique({ where: key, select: { title: true, body: true } });
    const row = await tx.helpPage.upsert({
      where: key,
      create: { slug, locale: input.locale, title: input.title, body: input.body, updatedAt: now, updatedBy: admin.username },
      update: { title: input.title, body: input.body, updatedAt: now, updatedBy: admin.username },
    });
    await recordAudit(
      tx,
      admin,
      { action: "help_page.update", targetType: "help_page", targetIds: [`${slug}:${input.locale}`], before, after: { title: row.title, body: row.body } },
      now,
    );
    return { slug, locale: input.locale, title: row.title, body: row.body, stored: true, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
  });
}

/** DELETE /api/admin/pages/{slug}?locale: drops the stored text; the page shows its dictionary text again. */
export async function resetHelpPage(admin: AuditActor, rawSlug: string, locale: Locale, now: Date): Promise<AdminHelpPage> {
  const slug = requireSlug(rawSlug);
  await prisma.$transaction(async (tx) => {
    const before = await tx.helpPage.findUnique({ where: { slug_locale: { slug, locale } }, select: { title: true, body: true } });
    if (!before) throw notFound("HELP_PAGE_NOT_STORED");
    await tx.helpPage.delete({ where: { slug_locale: { slug, locale } } });
    await recordAudit(tx, admin, { action: "help_page.reset", targetType: "help_page", targetIds: [`${slug}:${locale}`], before }, now);
  });
  return getHelpPageForAdmin(slug, locale);
}
