// Each page sends the browser only the dictionary namespaces it declares (PageMessages), and the
// declaration covers every namespace its client components read: a missing one would show raw
// keys and log errors in the browser; an undeclared extra would be bytes on every visit.
import { describe, expect, it } from "vitest";
import { ALWAYS_NAMESPACES, pickMessages, SHELL_NAMESPACES } from "@/i18n/client-messages";
import { clientNamespaces, declaredNamespaces, knownNamespaces, localePages } from "@/scripts/lib/client-namespaces";

const known = knownNamespaces();
const always = new Set<string>(ALWAYS_NAMESPACES);

describe("dictionary namespaces per page", () => {
  it("the layout's shell declares what the header, footer and menus read", () => {
    const needed = [...clientNamespaces("app/[locale]/layout.tsx", known)].filter((ns) => !always.has(ns));
    expect(needed.filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  for (const page of localePages()) {
    it(`${page} declares every namespace its client components read`, () => {
      const needed = [...clientNamespaces(page, known)].filter((ns) => !always.has(ns)).sort();
      const declared = declaredNamespaces(page);
      if (needed.length === 0) return; // server-rendered only: the page needs no dictionary in the browser
      expect(declared, `${page} must wrap its client components in <PageMessages namespaces={[...]}>`).not.toBeNull();
      expect(needed.filter((ns) => !declared!.includes(ns))).toEqual([]);
      for (const ns of declared!) expect(known.has(ns), `${ns} is a namespace of messages/en.json`).toBe(true);
    });
  }

  it("the analysis sees client components' namespaces through imports (a page that shows the chat needs Chat)", () => {
    expect(clientNamespaces("app/[locale]/chat/page.tsx", known).has("Chat")).toBe(true);
    expect(clientNamespaces("app/[locale]/login/page.tsx", known).has("Chat")).toBe(false);
  });

  it("pickMessages keeps only the namespaces asked for, plus the ones every tree gets", () => {
    const messages = { Common: { a: "1" }, Chat: { b: "2" }, Discover: { c: "3" }, Errors: { D: "4" } };
    // the error texts are not sent with a page: it loads them with its first error (decision 114)
    expect(pickMessages(messages, ["Discover"])).toEqual({ Common: { a: "1" }, Discover: { c: "3" } });
    expect(pickMessages({ Common: { a: "1" } }, ["Missing"])).toEqual({ Common: { a: "1" } });
  });
});
