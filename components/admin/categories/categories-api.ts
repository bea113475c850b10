"use client";

import { requestJson } from "@/client/request";
import type { AdminCategoryAnswer } from "@/shared/answers/back-office";
import type { Pagination } from "../admin-api";

export type AdminCategoryList = { success: true; categories: AdminCategoryAnswer[]; pagination: Pagination };

export function createCategory(input: { name: string; slug: string }) {
  return requestJson<{ success: true; category: AdminCategoryAnswer }>("/api/admin/categories", { method: "POST", body: JSON.stringify(input) });
}

export function updateCategory(id: string, input: { name: string; slug: string }) {
  return requestJson<{ success: true; category: AdminCategoryAnswer }>(`/api/admin/categories/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(input),
  });
}

export function deleteCategory(id: string) {
  return requestJson<{ success: true }>(`/api/admin/categories/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** A slug proposed from a name: "Art numérique" -> "art-numerique". */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
