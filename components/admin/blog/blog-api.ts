"use client";

import { requestJson } from "@/client/request";
import type { BlogPostAnswer } from "@/shared/answers/back-office";
import type { Pagination } from "../admin-api";

export type AdminBlogList = { success: true; posts: BlogPostAnswer[]; pagination: Pagination };
export type BlogDraft = { title: string; slug: string; body: string; excerpt: string; locale: "" | "tn" | "fr" | "en" | "ar"; published: boolean };

const payload = (d: BlogDraft) => ({
  title: d.title.trim(),
  slug: d.slug.trim(),
  body: d.body,
  excerpt: d.excerpt.trim() || null,
  locale: d.locale || null,
  published: d.published,
});

export function createBlogPost(d: BlogDraft) {
  return requestJson<{ success: true; post: BlogPostAnswer }>("/api/admin/blog", { method: "POST", body: JSON.stringify(payload(d)) });
}

export function updateBlogPost(id: string, patch: Partial<ReturnType<typeof payload>>) {
  return requestJson<{ success: true; post: BlogPostAnswer }>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify(patch) });
}

export function saveBlogPost(id: string, d: BlogDraft) {
  return updateBlogPost(id, payload(d));
}

export function deleteBlogPost(id: string) {
  return requestJson<{ success: true }>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The public address of an article: in its language, else on the French site (the admin's language). */
export const articlePath = (slug: string, locale: string | null) => {
  const lang = locale ?? "fr";
  return `${lang === "tn" ? "" : `/${lang}`}/blog/${encodeURIComponent(slug)}`;
};
