// What a page makes a phone download (issue 20, "fast on a phone"): only the dictionary
// namespaces the page's client components read, and public images at the width displayed.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiForm, createPost, fetchRaw, imageForm, jpeg, registerUser } from "../helpers/content";
import { api } from "../helpers/http";
import { baseUrl } from "../helpers/http";
import { PHOTO_WIDTHS, PUBLIC_IMAGE_WIDTHS } from "@/shared/media/image-widths";

type Dictionary = Record<string, Record<string, unknown>>;
const en = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages/en.json"), "utf8")) as Dictionary;

/** Texts of one namespace that appear in no other namespace (so finding one means that namespace was sent). */
function onlyIn(namespace: string): string[] {
  const others = JSON.stringify(Object.entries(en).filter(([ns]) => ns !== namespace));
  return Object.values(en[namespace]!)
    .filter((v): v is string => typeof v === "string" && v.length > 20 && !v.includes("{") && !others.includes(v))
    .map((v) => JSON.stringify(v).slice(1, -1)); // as it appears inside the page's serialized payload
}

async function html(pathname: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(new URL(pathname, baseUrl()), { headers });
  expect(res.status).toBe(200);
  return res.text();
}

describe("each page carries only its dictionary namespaces", () => {
  const chat = onlyIn("Chat");
  const settings = onlyIn("Settings");

  it("the landing page carries neither the chat's nor the settings' texts, nor discover's", async () => {
    expect(chat.length).toBeGreaterThan(3);
    const page = await html("/en");
    expect(page).toContain(en.Landing!.tagline as string); // it is the landing page
    for (const text of [...chat, ...settings, ...onlyIn("Discover")]) expect(page).not.toContain(text);
  });

  it("discover carries its own client texts (a message it shows only on a failure) and not the chat's", async () => {
    const page = await html("/en/discover");
    expect(page).toContain(en.Discover!.loadFailed as string); // only in the dictionary sent to the browser
    for (const text of chat) expect(page).not.toContain(text);
  });

  it("sign-in carries the sign-in form's texts and not the chat's", async () => {
    const page = await html("/en/login");
    expect(page).toContain(en.Auth!.loginFailed as string);
    for (const text of [...chat, ...settings]) expect(page).not.toContain(text);
  });
});

describe("public images at the size displayed", () => {
  it("a profile's avatar and cover offer every stored width in srcset, each served as WebP at that width", async () => {
    const u = await registerUser();
    const avatar = await apiForm("/api/users/profile-image", { method: "POST", token: u.token, form: imageForm("profileImage", await jpeg(600, 600)) });
    const cover = await apiForm("/api/users/cover-image", { method: "POST", token: u.token, form: imageForm("coverImage", await jpeg(2400, 900)) });
    expect(avatar.status).toBe(200);
    expect(cover.status).toBe(200);

    const page = await html(`/en/profile/${u.username}`);
    const srcsets = [...page.matchAll(/srcSet="([^"]+)"|srcset="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, "&"));
    for (const [kind, url] of [["avatar", avatar.json.profileImage as string], ["cover", cover.json.coverImage as string]] as const) {
      const srcset = srcsets.find((s) => s.includes(url));
      expect(srcset, `${kind} srcset in the profile page`).toBeDefined();
      const candidates = srcset!.split(",").map((c) => c.trim().split(/\s+/));
      expect(candidates.map(([, w]) => w)).toEqual(PUBLIC_IMAGE_WIDTHS[kind].map((w) => `${w}w`));
      for (const [src, descriptor] of candidates) {
        const img = await fetchRaw(src!);
        expect(img.status).toBe(200);
        expect(img.headers.get("content-type")).toBe("image/webp");
        expect((await sharp(img.bytes).metadata()).width).toBe(Number(descriptor!.slice(0, -1)));
      }
    }
  });
});

describe("post photos at the size displayed, through the same signed link", () => {
  it("&w= on a photo's signed link answers its narrower WebP copy; the link's checks are unchanged", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, [{ bytes: await jpeg(2000, 1000), name: "wide.jpg", type: "image/jpeg" }]);
    const key = post.images[0].key as string;
    const access = await api(`/api/users/content/access/${key}`, { token: creator.token });
    expect(access.status).toBe(200);
    const url = access.json.url as string;

    for (const w of PHOTO_WIDTHS) {
      const copy = await fetchRaw(`${url}&w=${w - 100}`);
      expect(copy.status).toBe(200);
      expect(copy.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(copy.bytes).metadata()).width).toBe(w);
    }
    // wider than every copy, or no width: the photo as stored
    for (const full of [await fetchRaw(`${url}&w=${Math.max(...PHOTO_WIDTHS) + 1}`), await fetchRaw(url)]) {
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(full.bytes).metadata()).width).toBe(2000);
    }
    // the signature still decides: an altered link is refused with or without a width
    const forged = url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await fetchRaw(`${forged}&w=480`)).status).toBe(403);
    // a copy is not media of its own: no link can name it
    expect((await fetchRaw(url.replace(key, `${key}-w${PHOTO_WIDTHS[0]}`))).status).toBe(403);
  });

  it("a photo narrower than a copy gets no copy of that width (the photo itself answers)", async () => {
    const creator = await registerUser();
    const post = await createPost(creator, [{ bytes: await jpeg(400, 300), name: "small.jpg", type: "image/jpeg" }]);
    const access = await api(`/api/users/content/access/${post.images[0].key}`, { token: creator.token });
    const res = await fetchRaw(`${access.json.url}&w=${PHOTO_WIDTHS.find((w) => w > 400)}`);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(res.bytes).metadata()).width).toBe(400);
  });
});

describe("the error texts come with a page's first error, not with the page", () => {
  const errors = onlyIn("Errors");

  it("no page carries them: the landing page, sign-up, discover", async () => {
    expect(errors.length).toBeGreaterThan(50);
    for (const pathname of ["/en", "/en/signup", "/en/discover"]) {
      const page = await html(pathname);
      const carried = errors.filter((text) => page.includes(text));
      expect(carried, pathname).toEqual([]);
    }
  });

  it("GET /api/i18n/errors gives every code's text in the language asked, precompiled, cacheable", async () => {
    const fr = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages/fr.json"), "utf8")) as Dictionary;
    for (const [locale, dictionary] of [["en", en], ["fr", fr]] as const) {
      const res = await api(`/api/i18n/errors?locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("public");
      expect(res.json).toMatchObject({ success: true, locale });
      expect(Object.keys(res.json.messages).sort()).toEqual(Object.keys(dictionary.Errors!).sort());
      // a text without arguments stays itself; one with arguments is compiled (no ICU left to parse in the browser)
      expect(res.json.messages.USERNAME_TAKEN).toBe(dictionary.Errors!.USERNAME_TAKEN);
      const withArgument = Object.entries(dictionary.Errors!).find(([, v]) => typeof v === "string" && v.includes("{"))!;
      expect(Array.isArray(res.json.messages[withArgument[0]])).toBe(true);
    }
  });

  it("refuses a language it does not have, with a code and the reader's text", async () => {
    const res = await api("/api/i18n/errors?locale=de", { headers: { "accept-language": "fr" } });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.code).toEqual(expect.any(String));
    expect(res.json.message).toEqual(expect.any(String));
  });
});
