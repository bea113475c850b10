/** The plain content pages linked from the footer. Text lives under "Pages.<key>" in messages. */
export type PageKey =
  | "creatorSignup" | "creatorHub" | "resources" | "pricing" | "guidelines" | "creatorSupport"
  | "categories" | "mobile" | "help" | "contact" | "safety" | "report" | "bugs"
  | "privacy" | "terms" | "cookies" | "dmca" | "ageVerification";

/** A call to action under the text: a page and the "Pages.cta.<label>" key of its label. */
export interface PageAction {
  href: string;
  label: "signup" | "pricing" | "profile" | "discover" | "contact" | "safety" | "report" | "help" | "guidelines" | "privacy" | "verification" | "ageCheck" | "dashboard";
}

export const pageActions: Partial<Record<PageKey, PageAction[]>> = {
  creatorSignup: [{ href: "/signup", label: "signup" }, { href: "/pricing", label: "pricing" }],
  creatorHub: [{ href: "/dashboard", label: "dashboard" }, { href: "/verification", label: "verification" }, { href: "/profile", label: "profile" }, { href: "/guidelines", label: "guidelines" }],
  resources: [{ href: "/guidelines", label: "guidelines" }, { href: "/help", label: "help" }],
  pricing: [{ href: "/signup", label: "signup" }],
  guidelines: [{ href: "/report", label: "report" }],
  creatorSupport: [{ href: "/contact", label: "contact" }, { href: "/help", label: "help" }],
  categories: [{ href: "/discover", label: "discover" }],
  mobile: [{ href: "/signup", label: "signup" }],
  help: [{ href: "/contact", label: "contact" }, { href: "/safety", label: "safety" }],
  safety: [{ href: "/report", label: "report" }, { href: "/guidelines", label: "guidelines" }],
  privacy: [{ href: "/contact", label: "contact" }],
  terms: [{ href: "/guidelines", label: "guidelines" }],
  cookies: [{ href: "/privacy", label: "privacy" }],
  dmca: [{ href: "/contact", label: "contact" }],
  ageVerification: [{ href: "/age-check", label: "ageCheck" }, { href: "/contact", label: "contact" }],
};
