import { z } from "@/shared/zod";
import { locales } from "@/i18n/locales";

// Inputs of the back office's content sections (issue 19, point 10): categories, blog articles,
// the editable help pages; and the category filter of discover and the creator's own choice.

/** A URL segment: lower-case letters, digits and single hyphens (e.g. "fitness", "cosplay-art"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const INVALID_SLUG = "slug must be lower-case letters, digits and hyphens (e.g. my-article)";

export const slugSchema = z
  .string({ error: "slug is required" })
  .trim()
  .min(2, "slug must have at least 2 characters")
  .max(80, "slug is too long (80 characters max)")
  .regex(SLUG_PATTERN, INVALID_SLUG);

const page = z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be at least 1").max(100000).default(1);
const limit = z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be at least 1").default(20).transform((n) => Math.min(n, 50));

/** Admin lists of this area: `q` searches names, titles and slugs; `limit` 20 by default, at most 50. */
export const backOfficeListQuerySchema = z.object({ q: z.string().trim().max(200).optional(), page, limit });
export type BackOfficeListQuery = z.infer<typeof backOfficeListQuerySchema>;

// ---- categories

export const MAX_CREATOR_CATEGORIES = 3;

/** POST /api/admin/categories {name, slug} (PATCH: either). */
export const categorySchema = z.object({
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(60, "name is too long (60 characters max)"),
  slug: slugSchema,
});
export type CategoryInput = z.infer<typeof categorySchema>;
export const categoryPatchSchema = categorySchema.partial().refine((v) => v.name !== undefined || v.slug !== undefined, "Nothing to change");
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** PUT /api/users/categories {categories: [slug, ...]}: the signed-in creator's categories (at most 3). */
export const creatorCategoriesSchema = z.object({
  categories: z
    .array(slugSchema, { error: "categories must be a list of slugs" })
    .max(MAX_CREATOR_CATEGORIES, `Choose at most ${MAX_CREATOR_CATEGORIES} categories`)
    .transform((slugs) => [...new Set(slugs)]),
});
export type CreatorCategoriesInput = z.infer<typeof creatorCategoriesSchema>;

/** The optional `category` filter of GET /api/users/discover/featured and /trending. */
export const categoryFilter = slugSchema.optional();

// ---- blog

export const BLOG_BODY_MAX = 100_000;
/** A blog request's JSON may be this large (the body's characters may take up to 4 bytes each). */
export const BLOG_JSON_MAX_BYTES = 512 * 1024;

/** POST /api/admin/blog {title, slug, body, published} (+ optional excerpt and locale); PATCH: any of them. */
export const blogPostSchema = z.object({
  title: z.string({ error: "title is required" }).trim().min(1, "title is required").max(200, "title is too long (200 characters max)"),
  slug: slugSchema,
  body: z.string({ error: "body is required" }).trim().min(1, "body is required").max(BLOG_BODY_MAX, `body is too long (${BLOG_BODY_MAX} characters max)`),
  published: z.boolean({ error: "published must be true or false" }).default(false),
  excerpt: z.string().trim().max(300, "excerpt is too long (300 characters max)").nullish(),
  locale: z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` }).nullish(),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;
export const blogPostPatchSchema = blogPostSchema
  .partial()
  .extend({ published: z.boolean({ error: "published must be true or false" }).optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;

// ---- help pages

/** The editable help pages (admin "Gestion de service") and their public paths. */
export const HELP_PAGE_SLUGS = ["help", "guidelines", "safety", "creator-support"] as const;
export type HelpPageSlug = (typeof HELP_PAGE_SLUGS)[number];

/**
 * The community guidelines' rules, each a stable anchor of /guidelines (/guidelines#underage):
 * moderation decisions link to the rule they apply. The report reasons use the same words.
 */
export const GUIDELINE_RULES = ["underage", "non-consensual", "illegal", "impersonation", "spam", "harassment", "copyright", "other"] as const;
export type GuidelineRule = (typeof GUIDELINE_RULES)[number];

export const HELP_BODY_MAX = 50_000;
export const HELP_JSON_MAX_BYTES = 256 * 1024;

export const helpPageSlugSchema = z.enum(HELP_PAGE_SLUGS, { error: `page must be one of ${HELP_PAGE_SLUGS.join(", ")}` });
const localeSchema = z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` });

/** GET /api/admin/pages/{slug}?locale=fr */
export const helpPageQuerySchema = z.object({ locale: localeSchema });

/** PUT /api/admin/pages/{slug} {locale, title, body}: the page's text in that language (Markdown; "## Heading {#anchor}" sets a section's anchor). */
export const helpPageSchema = z.object({
  locale: localeSchema,
  title: z.string({ error: "title is required" }).trim().min(1, "title is required").max(200, "title is too long (200 characters max)"),
  body: z.string({ error: "body is required" }).trim().min(1, "body is required").max(HELP_BODY_MAX, `body is too long (${HELP_BODY_MAX} characters max)`),
});
export type HelpPageInput = z.infer<typeof helpPageSchema>;
