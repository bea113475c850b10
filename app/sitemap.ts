import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/lib/seo/sitemap";

// Built per request from the database (published articles and listed profiles change at any time).
export const dynamic = "force-dynamic";

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
