import { z } from "@/shared/zod";
import { time, uuid } from "@/shared/answers/common";
import { locales } from "@/i18n/locales";
import { HELP_PAGE_SLUGS } from "@/shared/schemas/back-office";

// The answers of the back office's content sections (issue 19, point 10): categories, blog
// articles, help pages and the dashboard's counts. lib/categories, lib/blog, lib/help-pages and
// lib/admin build them typed by these; the OpenAPI document describes them; the admin area types
// what it receives with them.

export const Category = z.object({ _id: uuid, name: z.string(), slug: z.string() }).meta({ id: "Category" });
export type CategoryAnswer = z.output<typeof Category>;

export const AdminCategory = Category.extend({
  createdAt: time,
  creatorCount: z.number().int().meta({ description: "creators who chose it" }),
}).meta({ id: "AdminCategory" });
export type AdminCategoryAnswer = z.output<typeof AdminCategory>;

export const BlogPost = z
  .object({
    _id: uuid,
    title: z.string(),
    slug: z.string(),
    body: z.string().meta({ description: "Markdown (raw HTML is not rendered)" }),
    excerpt: z.string().nullable(),
    published: z.boolean(),
    publishedAt: time.nullable().meta({ description: "first publication" }),
    locale: z.enum(locales).nullable().meta({ description: "the article's language; null: every language" }),
    createdAt: time,
    updatedAt: time,
  })
  .meta({ id: "BlogPost" });
export type BlogPostAnswer = z.output<typeof BlogPost>;

export const HelpPage = z
  .object({
    slug: z.enum(HELP_PAGE_SLUGS),
    locale: z.enum(locales),
    title: z.string(),
    body: z.string().meta({ description: 'Markdown; "## Heading {#anchor}" gives a section a stable anchor' }),
    stored: z.boolean().meta({ description: "false: nothing stored, title and body are the page's default (dictionary) text" }),
    updatedAt: time.nullable(),
    updatedBy: z.string().nullable().meta({ description: "the admin's username" }),
  })
  .meta({ id: "HelpPage" });
export type HelpPageAnswer = z.output<typeof HelpPage>;

export const HelpPageOverview = z
  .object({
    slug: z.enum(HELP_PAGE_SLUGS),
    path: z.string(),
    languages: z.array(
      z.object({ locale: z.enum(locales), stored: z.boolean(), title: z.string().nullable(), updatedAt: time.nullable(), updatedBy: z.string().nullable() }),
    ),
  })
  .meta({ id: "HelpPageOverview" });
export type HelpPageOverviewAnswer = z.output<typeof HelpPageOverview>;

const count = z.number().int();
export const DashboardCounts = z
  .object({
    payoutsWaiting: z.object({ count, totalCents: count, total: z.number(), currency: z.string() }).meta({ description: "pending payouts" }),
    newMembersToday: count.meta({ description: "accounts created since midnight UTC" }),
    newCreatorsToday: count.meta({ description: "of those, creators (verified, a subscription price set)" }),
    openReports: count.meta({ description: "reports waiting for a decision" }),
    oldestOpenReportAt: time.nullable().meta({ description: "when the oldest open report came in (target: decided within 7 days)" }),
    openAppeals: count.meta({ description: "appeals waiting for a decision" }),
    pendingReviews: count.meta({ description: "posts in the review queue (before publication, and sampled)" }),
    openTakedowns: count.meta({ description: "takedown notices not yet decided" }),
    pendingVerifications: count.meta({ description: "creator verifications waiting" }),
    pendingAgeChecks: count.meta({ description: "fans' age checks waiting" }),
    at: time.meta({ description: "when the counts were taken" }),
  })
  .meta({ id: "DashboardCounts" });
export type DashboardCountsAnswer = z.output<typeof DashboardCounts>;
