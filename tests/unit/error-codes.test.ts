import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/shared/errors/codes";
import { argumentsOf } from "@/shared/errors/arguments";
import { ERROR_CODE_PATTERN } from "@/shared/errors/code-shape";
import { errorCodeProblems } from "@/scripts/lib/error-codes-check";
import { errorText } from "@/lib/i18n/error-text";
import { locales } from "@/i18n/locales";

// Every error code has its text in every dictionary (decision 041), and the check that
// `npm run i18n:check` runs would catch one that has not.

type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages", `${locale}.json`), "utf8")) as Tree;
const dictionaries = Object.fromEntries(locales.map((locale) => [locale, load(locale)]));

describe("error codes", () => {
  it("are UPPER_SNAKE_CASE and listed once", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(ERROR_CODE_PATTERN);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("each have a text, with the English text's arguments, in every dictionary", () => {
    expect(errorCodeProblems(dictionaries)).toEqual([]);
    for (const locale of locales) {
      const errors = dictionaries[locale]!.Errors as Record<string, string>;
      for (const code of ERROR_CODES) {
        expect(errors[code], `${locale} Errors.${code}`).toEqual(expect.any(String));
        expect(argumentsOf(errors[code]!), `${locale} Errors.${code}`).toEqual(argumentsOf((dictionaries.en!.Errors as Record<string, string>)[code]!));
      }
    }
  });

  it("the check fails on a missing text, a stray key and a dropped argument", () => {
    const broken = structuredClone(dictionaries);
    delete (broken.fr!.Errors as Tree).CARD_DECLINED;
    (broken.tn!.Errors as Tree).NOT_A_CODE = "x";
    (broken.ar!.Errors as Tree).TITLE_TOO_LONG = "العنوان طويل";
    const problems = errorCodeProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("fr.json: Errors.CARD_DECLINED is missing"),
        expect.stringContaining("tn.json: Errors.NOT_A_CODE is not a code"),
        expect.stringContaining("ar.json: Errors.TITLE_TOO_LONG takes {}"),
      ]),
    );
  });

  it("format with their parameters in each language", () => {
    expect(errorText("TITLE_TOO_LONG", "en", { max: 200 })).toBe("Title must be at most 200 characters");
    expect(errorText("TITLE_TOO_LONG", "fr", { max: 200 })).toBe("Le titre compte au plus 200 caractères");
    expect(errorText("CARD_DECLINED", "tn")).toBe("الكارطة متاعك ترفضت");
    expect(errorText("CARD_DECLINED", "ar")).toBe("تم رفض بطاقتك");
    expect(errorText("MEMBER_BLOCKED", "en", { who: "you" })).toBe("You blocked this member: unblock them first");
    expect(errorText("MEDIA_TOO_LARGE", "en", { name: "a.mp4", kind: "video", max: 500 })).toBe("a.mp4: videos must be at most 500 MB");
  });
});

describe("the reader's language from Accept-Language", () => {
  it("reads Tunisian locales as Tunisian, and ranks by quality", async () => {
    const { negotiateLocale } = await import("@/i18n/negotiate");
    expect(negotiateLocale("ar-TN")).toBe("tn");
    expect(negotiateLocale("aeb")).toBe("tn");
    expect(negotiateLocale("ar-Arab-TN")).toBe("tn");
    expect(negotiateLocale("ar")).toBe("ar");
    expect(negotiateLocale("ar-EG")).toBe("ar");
    expect(negotiateLocale("de, fr;q=0.4, en;q=0.8")).toBe("en");
    expect(negotiateLocale("fr-CA;q=0")).toBeNull();
    expect(negotiateLocale("de, *")).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
  });
});
