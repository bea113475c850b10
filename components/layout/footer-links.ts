/** Footer columns (SPEC section 2 "Footer-only links"); labels live under "Footer.links". */
export const footerColumns = [
  {
    key: "creators",
    links: [
      { href: "/creator-signup", key: "creatorSignup" },
      { href: "/creator-hub", key: "creatorHub" },
      { href: "/resources", key: "resources" },
      { href: "/pricing", key: "pricing" },
      { href: "/guidelines", key: "guidelines" },
      { href: "/creator-support", key: "creatorSupport" },
    ],
  },
  {
    key: "fans",
    links: [
      { href: "/trending", key: "trending" },
      { href: "/categories", key: "categories" },
      { href: "/mobile", key: "mobile" },
    ],
  },
  {
    key: "support",
    links: [
      { href: "/help", key: "help" },
      { href: "/contact", key: "contact" },
      { href: "/safety", key: "safety" },
      { href: "/report", key: "report" },
      { href: "/bugs", key: "bugs" },
    ],
  },
  {
    key: "legal",
    links: [
      { href: "/privacy", key: "privacy" },
      { href: "/terms", key: "terms" },
      { href: "/cookies", key: "cookies" },
      { href: "/dmca", key: "dmca" },
      { href: "/age-verification", key: "ageVerification" },
    ],
  },
] as const;

/** Every footer link target (the e2e test checks that each answers 200). */
export const footerHrefs: string[] = footerColumns.flatMap((c) => c.links.map((l) => l.href));

/** The official social accounts the footer links to: those configured (SOCIAL_*_URL, lib/env.ts socialLinks). */
export type FooterSocialLink = { network: "instagram" | "x" | "tiktok"; url: string };
