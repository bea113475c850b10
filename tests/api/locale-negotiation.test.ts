import { describe, expect, it } from "vitest";
import { baseUrl } from "../helpers/http";

// A browser in Tunisia asks for ar-TN (or aeb, Tunisian Arabic's own code): it gets the Tunisian
// site (the default, at "/"), not the Arabic one (issue 20). The locale cookie still wins.

async function home(headers: Record<string, string>) {
  const res = await fetch(new URL("/", baseUrl()), { headers, redirect: "manual" });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location, baseUrl()).pathname : null, html: res.status === 200 ? await res.text() : "" };
}

describe("locale negotiation", () => {
  it("serves the Tunisian site to a browser asking for a Tunisian locale", async () => {
    for (const language of ["ar-TN", "ar-TN,ar;q=0.9,fr;q=0.8", "aeb", "aeb-Arab-TN,en;q=0.5", "ar_TN"]) {
      const res = await home({ "accept-language": language });
      expect(res, language).toMatchObject({ status: 200, location: null });
      expect(res.html, language).toMatch(/<html lang="ar-TN" dir="rtl"/);
    }
  });

  it("still sends Arabic, French and English readers to their sites", async () => {
    expect(await home({ "accept-language": "ar-EG,ar;q=0.9" })).toMatchObject({ status: 307, location: "/ar" });
    expect(await home({ "accept-language": "fr-FR,fr;q=0.9" })).toMatchObject({ status: 307, location: "/fr" });
    expect(await home({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).toMatchObject({ status: 307, location: "/en" });
  });

  it("keeps the reader's own choice (the locale cookie) over the browser's languages", async () => {
    expect(await home({ "accept-language": "ar-TN", cookie: "NEXT_LOCALE=fr" })).toMatchObject({ status: 307, location: "/fr" });
  });
});
