// The browser formats precompiled dictionaries without an ICU parser (decision 089): every text of
// every dictionary must read the same compiled as it reads parsed on the server.
import { describe, expect, it } from "vitest";
import { createTranslator, _createCache, _createIntlFormatters } from "use-intl/core";
import formatCompiled from "use-intl/format-message/format-only";
import { compileNamespace, clientMessages } from "@/i18n/compiled-messages";
import { argumentsOf, compiledArgumentsOf } from "@/shared/errors/arguments";
import { installTunisianPluralRules } from "@/shared/i18n/tunisian-plurals";
import type { AbstractIntlMessages } from "next-intl";
import tn from "@/messages/tn.json";
import fr from "@/messages/fr.json";
import en from "@/messages/en.json";
import ar from "@/messages/ar.json";

installTunisianPluralRules();

const dictionaries = { tn, fr, en, ar } as unknown as Record<string, AbstractIntlMessages>;

function* texts(messages: AbstractIntlMessages, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") yield [prefix + key, value];
    else yield* texts(value as AbstractIntlMessages, `${prefix}${key}.`);
  }
}

/** Values for every argument of a text: counts for plurals, a word for selects and plain arguments. */
function valuesFor(raw: string, n: number): Record<string, string | number | ((chunks: string) => string)> {
  const values: Record<string, string | number | ((chunks: string) => string)> = {};
  for (const [, name, kind] of raw.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) values[name!] = kind === "plural" || kind === "selectordinal" || kind === "number" ? n : `v${n}`;
  for (const [, tag] of raw.matchAll(/<(\w+)>/g)) values[tag!] = (chunks: string) => `[${tag}:${chunks}]`;
  return values;
}

describe("precompiled dictionaries", () => {
  it("format every text of every dictionary as the ICU parser does", () => {
    const cache = _createCache();
    const formatters = _createIntlFormatters(cache);
    let checked = 0;
    for (const [locale, messages] of Object.entries(dictionaries)) {
      const t = createTranslator({ locale, messages: messages as never });
      const compiled = compileNamespace(messages);
      for (const [key, raw] of texts(messages)) {
        const message = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiled);
        for (const n of [0, 1, 2, 3, 11, 100]) {
          const values = valuesFor(raw, n);
          const parsed = t.markup(key as never, values as never);
          const fromCompiled = formatCompiled(key, message as never, values as never, { cache, formatters, locale });
          expect(fromCompiled, `${locale} ${key} (${n})`).toEqual(parsed);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("keep a plain text as it is, and the namespaces asked for only", () => {
    const picked = clientMessages(en as unknown as AbstractIntlMessages, ["Header"]);
    // the error texts are not sent with a page: it loads them with its first error (decision 114)
    expect(Object.keys(picked).sort()).toEqual(["Common", "Header"]);
    expect((picked.Common as Record<string, unknown>).loading).toBe(en.Common.loading);
  });

  it("are plain objects and arrays, as React passes them from the server to the browser", () => {
    const plain = (value: unknown): boolean =>
      typeof value !== "object" || value === null || (Array.isArray(value) ? value.every(plain) : Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plain));
    for (const messages of Object.values(dictionaries)) expect(plain(compileNamespace(messages))).toBe(true);
  });

  it("name the same arguments in an error text as its raw text does", () => {
    for (const [locale, messages] of Object.entries(dictionaries)) {
      const errors = messages.Errors as Record<string, string>;
      const compiled = compileNamespace(errors) as Record<string, unknown>;
      for (const [code, raw] of Object.entries(errors)) expect(compiledArgumentsOf(compiled[code]), `${locale} ${code}`).toEqual(argumentsOf(raw));
    }
  });
});
