import { GUIDELINE_RULES, type HelpPageSlug } from "@/shared/schemas/back-office";

// How a help page's Markdown names its sections' anchors, shared by the server (which checks the
// guidelines keep theirs) and the renderer: a heading ending in "{#anchor}", e.g.
// "## Underage content {#underage}", becomes <h2 id="underage">Underage content</h2>.

export const HEADING_ANCHOR = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

/** The page's dictionary key (messages/*.json "Pages.<key>") for each editable page. */
export const HELP_PAGE_KEYS = {
  help: "help",
  guidelines: "guidelines",
  safety: "safety",
  "creator-support": "creatorSupport",
} as const satisfies Record<HelpPageSlug, string>;

/** The anchors a page's text must keep (other pages link to them): the guidelines' rules. */
export function requiredAnchors(slug: HelpPageSlug): readonly string[] {
  return slug === "guidelines" ? GUIDELINE_RULES : [];
}

/** The anchors of a Markdown text's headings. */
export function headingAnchors(markdown: string): string[] {
  const found: string[] = [];
  for (const line of markdown.split("\n")) {
    if (!/^\s{0,3}#{1,6}\s/.test(line)) continue;
    const m = HEADING_ANCHOR.exec(line);
    if (m) found.push(m[1]!);
  }
  return found;
}
