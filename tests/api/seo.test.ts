import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { baseUrl } from "../helpers/http";
import { apiForm, createPost, fetchRaw, imageForm, jpeg, registerUser, type TestUser } from "../helpers/content";
import { setPrice } from "../helpers/social";

// Found by search engines and shared well (issue 20, part 5): the icons and the web manifest,
// robots.txt, the sitemap's profiles in every language with hreflang alternates, the profile's
// schema.org ProfilePage (JSON-LD carrying the page's CSP nonce) and its generated share image,
// which shows the avatar, the cover and the name, never a post.

const page = async (path: string, lang = "en") => {
  const res = await fetch(new URL(path, baseUrl()), { headers: { "accept-language": lang } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** A listed creator with a solid red avatar and a solid blue cover, and a locked post holding a solid green photo. */
async function creatorWithImages(): Promise<TestUser> {
  const u = await registerUser();
  await setPrice(u.id, 999);
  const avatar = await apiForm("/api/users/profile-image", { token: u.token, form: imageForm("profileImage", await jpeg(400, 400, "#ff0000")) });
  expect(avatar.status).toBe(200);
  const cover = await apiForm("/api/users/cover-image", { token: u.token, form: imageForm("coverImage", await jpeg(1600, 900, "#0000ff")) });
  expect(cover.status).toBe(200);
  await createPost(u, [{ bytes: await jpeg(800, 600, "#00ff00"), name: "locked.jpg", type: "image/jpeg", caption: "secret caption" }], {
    title: "Locked title 7f3k",
    description: "Locked words 7f3k",
  });
  return u;
}

describe("icons and the web manifest", () => {
  it("serves /favicon.ico, the SVG and Apple icons, and a manifest whose icons all exist at their stated sizes", async () => {
    const ico = await fetchRaw("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toMatch(/icon/);
    // an ICO directory: reserved 0, type 1, at least one image
    expect(ico.bytes.readUInt16LE(0)).toBe(0);
    expect(ico.bytes.readUInt16LE(2)).toBe(1);
    expect(ico.bytes.readUInt16LE(4)).toBeGreaterThan(0);

    const svg = await fetchRaw("/icon.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    const apple = await fetchRaw("/apple-icon.png");
    expect(apple.status).toBe(200);
    expect((await sharp(apple.bytes).metadata()).width).toBe(180);

    const res = await fetch(new URL("/manifest.webmanifest", baseUrl()));
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest.name).toBe("Velvet");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of pngs) {
      const file = await fetchRaw(icon.src);
      expect(file.status, icon.src).toBe(200);
      const meta = await sharp(file.bytes).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }

    // every page links them
    const { html } = await page("/en");
    expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(html).toMatch(/<link rel="icon" href="\/favicon.ico/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon.png/);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off members' own pages in every language but lets them reach public profiles", async () => {
    const res = await fetch(new URL("/robots.txt", baseUrl()));
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ["/settings", "/fr/chat", "/en/earnings", "/verification", "/ar/notifications", "/profile$", "/en/profile$"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: (\/\w\w)?\/profile\/?\n/);
    expect(text).toMatch(/Allow: \/\n/);
  });
});

describe("sitemap.xml", () => {
  it("lists a public creator profile in every language, each address with all four hreflang alternates and x-default", async () => {
    const u = await creatorWithImages();
    const res = await fetch(new URL("/sitemap.xml", baseUrl()));
    expect(res.status).toBe(200);
    const xml = await res.text();
    const base = baseUrl().replace(/\/$/, "");
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const path = `/profile/${u.username}`;
    const expected = { "ar-TN": `${base}${path}`, fr: `${base}/fr${path}`, en: `${base}/en${path}`, ar: `${base}/ar${path}`, "x-default": `${base}${path}` };
    for (const loc of [`${base}${path}`, `${base}/fr${path}`, `${base}/en${path}`, `${base}/ar${path}`]) {
      const entry = urls.find((e) => e.includes(`<loc>${loc}</loc>`));
      expect(entry, loc).toBeTruthy();
      for (const [lang, href] of Object.entries(expected)) {
        expect(entry, `${loc} ${lang}`).toContain(`hreflang="${lang}" href="${href}"`);
      }
    }
  });
});

describe("a public profile's structured data and share image", () => {
  it("carries a schema.org ProfilePage in JSON-LD with the page's CSP nonce, and none of the locked posts", async () => {
    const u = await creatorWithImages();
    const { status, headers, html } = await page(`/en/profile/${u.username}`);
    expect(status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(script, "a JSON-LD script").toBeTruthy();
    expect(script![1]).toBe(nonce);
    const data = JSON.parse(script![2]!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("ProfilePage");
    expect(data.url).toBe(`${baseUrl().replace(/\/$/, "")}/en/profile/${u.username}`);
    expect(data.mainEntity["@type"]).toBe("Person");
    expect(data.mainEntity.alternateName).toBe(`@${u.username}`);
    expect(data.mainEntity.image).toMatch(/\/api\/images\/av-/);
    expect(script![2]).not.toContain("7f3k");
  });

  it("links a generated 1200x630 card (og:image) showing the avatar and the cover, never the locked photo", async () => {
    const u = await creatorWithImages();
    const { html } = await page(`/en/profile/${u.username}`);
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og, "og:image").toBeTruthy();
    expect(og).toContain(`/profile/${u.username}/opengraph-image`);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');

    const card = await fetchRaw(new URL(og!.replace(/&amp;/g, "&")).pathname + new URL(og!.replace(/&amp;/g, "&")).search);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(card.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    };
    // the cover (blue, darkened) at the top; the avatar (red) in its circle at the bottom start
    const top = at(600, 20);
    expect(top.b).toBeGreaterThan(top.r + 60);
    const avatar = at(190, 440);
    expect(avatar.r).toBeGreaterThan(avatar.g + 80);
    // no trace of the locked photo (pure green) anywhere
    let green = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i + 1]! > 120 && data[i]! < 60 && data[i + 2]! < 60) green++;
    expect(green).toBe(0);
  });

  it("has no card for an unknown member", async () => {
    const res = await fetchRaw("/en/profile/nobody_here_x9/opengraph-image");
    expect(res.status).toBe(404);
  });
});
