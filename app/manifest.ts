import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, directionOf } from "@/i18n/locales";
import { hreflang } from "@/lib/seo/urls";

/** /manifest.webmanifest: the installable app (name, colours, icons in public/icons and app/icon.svg), in the default language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: "Meta" });
  return {
    name: "Velvet",
    short_name: "Velvet",
    description: t("description"),
    lang: hreflang(defaultLocale),
    dir: directionOf(defaultLocale),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#0b0a10",
    theme_color: "#0b0a10",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
