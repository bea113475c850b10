import type { MetadataRoute } from "next";
import { defaultLocale, locales } from "@/i18n/locales";
import { appUrl } from "@/lib/env";

// Members' own pages and one-time links ("/profile$": one's own profile; "/profile/{name}" stays public).
const MEMBER_PAGES = [
  "/settings",
  "/chat",
  "/earnings",
  "/dashboard",
  "/payments",
  "/subscriptions",
  "/search",
  "/notifications",
  "/verification",
  "/co-performers",
  "/moderation/",
  "/age-check",
  "/reset-password",
  "/confirm-email",
  "/undo-email",
  "/profile$",
];
const prefixed = (path: string) => [path, ...locales.filter((l) => l !== defaultLocale).map((l) => `/${l}${path}`)];

export const dynamic = "force-dynamic";

/** /robots.txt: the public site may be crawled; the admin area, the API and members' own pages not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin", "/admin-login", "/api/", ...MEMBER_PAGES.flatMap(prefixed)],
      },
    ],
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
