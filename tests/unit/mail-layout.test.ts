import { describe, expect, it } from "vitest";
import { layoutMail, DISCREET } from "@/lib/mail/layout";
import { mailDriverName, type Env } from "@/lib/env";
import { resetMail } from "@/lib/account/reset-mail";
import { emailConfirmMail } from "@/lib/account/email-change-mail";

const parts = {
  to: "a@b.c",
  subject: "Salma liked your post",
  greeting: "Hello Amel,",
  body: ["Salma <3 liked your post."],
  link: { href: "http://x/p?a=1&b=2", label: "Open" },
  image: { src: "http://x/avatar.webp", alt: "Salma" },
};

describe("the one mail layout", () => {
  it("makes a text and an HTML body from the same parts, escaped, with the preview line first", () => {
    const m = layoutMail({ ...parts, lang: "en" });
    expect(m.subject).toBe("Salma liked your post");
    expect(m.text).toContain("Hello Amel,\n\nSalma <3 liked your post.\n\nOpen:\nhttp://x/p?a=1&b=2");
    expect(m.text).toContain("You receive this e-mail because you have a Velvet account.");
    expect(m.html).toContain('<html lang="en" dir="ltr">');
    expect(m.html).toContain("Salma &lt;3 liked your post.");
    expect(m.html).toContain('href="http://x/p?a=1&amp;b=2"');
    expect(m.html).toContain('<img src="http://x/avatar.webp" alt="Salma"');
    // the hidden preheader comes before the content: what mail clients show as the preview
    expect(m.html!.indexOf("display:none")).toBeLessThan(m.html!.indexOf("Hello Amel"));
  });

  it("right to left in Tunisian and Arabic", () => {
    expect(layoutMail({ ...parts, lang: "tn" }).html).toContain('<html lang="ar-TN" dir="rtl">');
    expect(layoutMail({ ...parts, lang: "ar" }).html).toContain('<html lang="ar" dir="rtl">');
  });

  it("discreet: a neutral subject and preview in the reader's language, no image, nobody named before opening", () => {
    const m = layoutMail({ ...parts, lang: "fr", discreet: true });
    expect(m.subject).toBe(DISCREET.fr.subject);
    expect(m.subject).not.toContain("Salma");
    const preheader = /<div style="display:none[^>]*>([^<]*)<\/div>/.exec(m.html!)![1];
    expect(preheader).toBe(DISCREET.fr.preview);
    expect(m.html).not.toContain("<img");
    expect(m.html).toContain("<title>Nouvel avis sur votre compte</title>");
  });

  it("every account mail exists in the four languages", () => {
    for (const locale of ["tn", "fr", "en", "ar"]) {
      const reset = resetMail({ to: "a@b.c", firstName: "Amel", token: "t", locale });
      const confirm = emailConfirmMail({ to: "a@b.c", firstName: "Amel", token: "t", locale });
      expect(reset.html).toContain(`dir="${locale === "tn" || locale === "ar" ? "rtl" : "ltr"}"`);
      expect(new Set([reset.subject, confirm.subject]).size).toBe(2);
    }
    expect(resetMail({ to: "a@b.c", firstName: "A", token: "t", locale: "tn" }).subject).not.toBe(resetMail({ to: "a@b.c", firstName: "A", token: "t", locale: "ar" }).subject);
  });
});

describe("the mail driver setting", () => {
  const e = (v: Partial<Env>) => v as Env;
  it("SMTP_URL alone selects smtp; MAIL_DRIVER wins when set; the outbox otherwise", () => {
    expect(mailDriverName(e({}))).toBe("outbox");
    expect(mailDriverName(e({ SMTP_URL: "smtp://h:25" }))).toBe("smtp");
    expect(mailDriverName(e({ SMTP_URL: "smtp://h:25", MAIL_DRIVER: "outbox" }))).toBe("outbox");
    expect(mailDriverName(e({ MAIL_DRIVER: "log" }))).toBe("log");
  });
});
