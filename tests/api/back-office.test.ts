import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { prisma } from "../helpers/db";
import { creator, makeAdminById, member, type TestUser } from "../helpers/social";
import { refreshCreatorStats } from "@/lib/discovery/stats";
import { GUIDELINE_RULES } from "@/shared/schemas/back-office";

// The back office's dashboard and content sections (issue 19, point 10): categories (and the
// creators' choice, /categories, discover's filter), the blog, the editable help pages, the
// sitemap. Pages are fetched as a browser would and read as HTML.

const tag = () => randomBytes(4).toString("hex");

async function admin(): Promise<TestUser> {
  const u = await member();
  await makeAdminById(u.id);
  return u;
}

/** A public page's status and HTML. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(new URL(path, baseUrl()), { redirect: "manual", headers: { "accept-language": "en" } });
  return { status: res.status, html: await res.text() };
}

const audited = (action: string, targetId: string) =>
  prisma.auditLog.count({ where: { action, targetIds: { has: targetId } } });

describe("authorisation of the back office's endpoints", () => {
  it("answers 401 anonymously and 403 to a member, for reads and writes alike", async () => {
    const fan = await member();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/admin/categories"],
      ["POST", "/api/admin/categories", { name: "Nope", slug: "nope" }],
      ["PATCH", "/api/admin/categories/6f1c7c1e-0000-4000-8000-000000000000", { name: "Nope" }],
      ["DELETE", "/api/admin/categories/6f1c7c1e-0000-4000-8000-000000000000"],
      ["GET", "/api/admin/blog"],
      ["POST", "/api/admin/blog", { title: "Nope", slug: "nope", body: "x", published: true }],
      ["DELETE", "/api/admin/blog/6f1c7c1e-0000-4000-8000-000000000000"],
      ["GET", "/api/admin/pages"],
      ["GET", "/api/admin/pages/help?locale=fr"],
      ["PUT", "/api/admin/pages/help", { locale: "fr", title: "Nope", body: "x" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await api(path, { method, body, token: fan.token })).status, `${method} ${path} member`).toBe(403);
    }
    // what the member tried never happened
    expect(await prisma.category.count({ where: { slug: "nope" } })).toBe(0);
    expect(await prisma.blogPost.count({ where: { slug: "nope" } })).toBe(0);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts pending payouts (number and total), today's new members and, of them, the creators", async () => {
    const boss = await admin();
    const before = (await api("/api/admin/dashboard", { token: boss.token })).json.counts;
    expect(before).toMatchObject({ payoutsWaiting: { count: expect.any(Number), totalCents: expect.any(Number) } });

    const maker = await creator(1500);
    await member();
    await member();
    // a creator who signed up yesterday is not new today
    const old = await creator(900);
    await prisma.user.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) } });
    await prisma.payout.create({ data: { creatorId: maker.id, amountCents: 12_345, currency: before.payoutsWaiting.currency, methodLabel: "Bank •••• 1234" } });
    await prisma.payout.create({
      data: { creatorId: maker.id, amountCents: 500, currency: before.payoutsWaiting.currency, methodLabel: "Bank •••• 1234", status: "sent", decidedAt: new Date() },
    });

    const res = await api("/api/admin/dashboard", { token: boss.token });
    expect(res.status).toBe(200);
    const after = res.json.counts;
    expect(after.payoutsWaiting.count).toBe(before.payoutsWaiting.count + 1);
    expect(after.payoutsWaiting.totalCents).toBe(before.payoutsWaiting.totalCents + 12_345);
    expect(after.payoutsWaiting.total).toBeCloseTo(after.payoutsWaiting.totalCents / 100);
    // the admin's own account is not a member sign-up (it became admin before the first count)
    expect(after.newMembersToday).toBe(before.newMembersToday + 3);
    expect(after.newCreatorsToday).toBe(before.newCreatorsToday + 1);
  });

  it("counts every queue: open reports and the oldest one's time, appeals, reviews, takedowns, verifications", async () => {
    const boss = await admin();
    const count = async () => (await api("/api/admin/dashboard", { token: boss.token })).json.counts;
    const before = await count();
    expect(before).toMatchObject({
      openReports: expect.any(Number),
      openAppeals: expect.any(Number),
      pendingReviews: expect.any(Number),
      openTakedowns: expect.any(Number),
      pendingVerifications: expect.any(Number),
      pendingAgeChecks: expect.any(Number),
    });
    const target = await creator(1200);
    const fan = await member();
    const report = await api("/api/reports", { method: "POST", token: fan.token, body: { targetType: "user", targetId: target.id, reason: "spam" } });
    expect(report.status).toBe(201);
    // an old report is the oldest open one
    const oldest = new Date("2020-01-02T03:04:05.000Z");
    await prisma.report.update({ where: { id: report.json.report._id }, data: { createdAt: oldest } });
    const notice = await api("/api/takedowns", {
      method: "POST",
      body: {
        claimantName: "Rights Holder",
        email: "rights@example.test",
        urls: [`${baseUrl()}/profile/${target.username}`],
        description: "My photographs are shown without a licence",
        statement: true,
        signature: "Rights Holder",
      },
    });
    expect(notice.status).toBe(201);
    const after = await count();
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.oldestOpenReportAt).toBe(oldest.toISOString());
    expect(after.openTakedowns).toBe(before.openTakedowns + 1);
  });
});

describe("categories", () => {
  it("an admin creates, lists, renames and deletes categories; each write is audited", async () => {
    const boss = await admin();
    const slug = `cat-${tag()}`;
    const created = await api("/api/admin/categories", { token: boss.token, body: { name: "Peinture", slug } });
    expect(created.status).toBe(201);
    expect(created.json.category).toMatchObject({ name: "Peinture", slug, creatorCount: 0 });
    const id = created.json.category._id;
    expect(await audited("category.create", id)).toBe(1);

    const found = await api(`/api/admin/categories?q=${slug}`, { token: boss.token });
    expect(found.json.categories.map((c: { _id: string }) => c._id)).toEqual([id]);
    expect(found.json.pagination).toMatchObject({ total: 1, page: 1 });

    const renamed = await api(`/api/admin/categories/${id}`, { method: "PATCH", token: boss.token, body: { name: "Peinture à l'huile" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.category).toMatchObject({ name: "Peinture à l'huile", slug });
    expect(await audited("category.update", id)).toBe(1);
    // the public list shows the new name
    const pub = await api("/api/categories");
    expect(pub.json.categories).toContainEqual({ _id: id, name: "Peinture à l'huile", slug });

    expect((await api(`/api/admin/categories/${id}`, { method: "DELETE", token: boss.token })).status).toBe(200);
    expect(await audited("category.delete", id)).toBe(1);
    expect((await api(`/api/admin/categories/${id}`, { method: "DELETE", token: boss.token })).status).toBe(404);
    expect((await api("/api/admin/categories/not-an-id", { method: "PATCH", token: boss.token, body: { name: "x" } })).status).toBe(404);
  });

  it("refuses a taken slug (409) and bad input (400), changing nothing", async () => {
    const boss = await admin();
    const slug = `dup-${tag()}`;
    const first = await api("/api/admin/categories", { token: boss.token, body: { name: "One", slug } });
    expect(first.status).toBe(201);
    const dup = await api("/api/admin/categories", { token: boss.token, body: { name: "Two", slug } });
    expect(dup.status).toBe(409);
    expect(dup.json.errors.slug).toBeDefined();
    const other = await api("/api/admin/categories", { token: boss.token, body: { name: "Other", slug: `other-${tag()}` } });
    expect((await api(`/api/admin/categories/${other.json.category._id}`, { method: "PATCH", token: boss.token, body: { slug } })).status).toBe(409);

    for (const body of [
      { name: "Bad", slug: "Bad Slug!" },
      { name: "Bad", slug: "-bad" },
      { name: "Bad", slug: "a" },
      { name: "", slug: `ok-${tag()}` },
      { name: "x".repeat(61), slug: `ok-${tag()}` },
      { slug: `ok-${tag()}` },
    ]) {
      const res = await api("/api/admin/categories", { token: boss.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await prisma.category.count({ where: { slug } })).toBe(1);
  });

  it("a creator picks up to 3; /categories and discover's filter show listed creators only", async () => {
    const boss = await admin();
    const t = tag();
    const make = async (name: string) => (await api("/api/admin/categories", { token: boss.token, body: { name, slug: `${name.toLowerCase()}-${t}` } })).json.category;
    const [yoga, jazz, chess, surf] = [await make("Yoga"), await make("Jazz"), await make("Chess"), await make("Surf")];
    const a = await creator(1000, { firstName: "Asma" });
    const b = await creator(1000, { firstName: "Bilel" });
    const hidden = await creator(1000, { firstName: "Hidden" });

    const chosen = await api("/api/users/categories", { method: "PUT", token: a.token, body: { categories: [yoga.slug, jazz.slug, yoga.slug] } });
    expect(chosen.status).toBe(200);
    expect(chosen.json.categories.map((c: { slug: string }) => c.slug).sort()).toEqual([jazz.slug, yoga.slug].sort());
    expect((await api("/api/users/categories", { token: a.token })).json.categories).toHaveLength(2);
    expect((await api("/api/users/categories", { method: "PUT", token: a.token, body: { categories: [yoga.slug, jazz.slug, chess.slug, surf.slug] } })).status).toBe(400);
    const unknown = await api("/api/users/categories", { method: "PUT", token: a.token, body: { categories: [`nothing-${t}`] } });
    expect(unknown.status).toBe(400);
    expect((await api("/api/users/categories", { method: "PUT", body: { categories: [] } })).status).toBe(401);
    // the refused changes left the choice as it was
    expect((await api("/api/users/categories", { token: a.token })).json.categories).toHaveLength(2);

    await api("/api/users/categories", { method: "PUT", token: b.token, body: { categories: [jazz.slug] } });
    await api("/api/users/categories", { method: "PUT", token: hidden.token, body: { categories: [jazz.slug] } });
    await prisma.user.update({ where: { id: hidden.id }, data: { accountStatus: "suspended" } });
    await refreshCreatorStats(new Date(), { wait: true });

    const jazzTrending = await api(`/api/users/discover/trending?category=${jazz.slug}&limit=50`);
    expect(jazzTrending.status).toBe(200);
    const jazzIds = jazzTrending.json.creators.map((c: { _id: string }) => c._id);
    expect(jazzIds).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(jazzTrending.json.pagination.totalCount).toBe(jazzIds.length);
    const yogaTrending = await api(`/api/users/discover/trending?category=${yoga.slug}`);
    expect(yogaTrending.json.creators.map((c: { _id: string }) => c._id)).toEqual([a.id]);
    expect(yogaTrending.json.pagination.totalCount).toBe(1);
    const yogaFeatured = await api(`/api/users/discover/featured?category=${yoga.slug}&limit=50`);
    expect(yogaFeatured.json.creators.map((c: { _id: string }) => c._id)).toEqual([a.id]);
    // past the end: the count still holds the filter
    const past = await api(`/api/users/discover/trending?category=${yoga.slug}&page=5`);
    expect(past.json.creators).toEqual([]);
    expect(past.json.pagination.totalCount).toBe(1);
    expect((await api(`/api/users/discover/trending?category=${surf.slug}`)).json.creators).toEqual([]);
    expect((await api("/api/users/discover/trending?category=Not%20A%20Slug")).status).toBe(400);
    // without the filter, everyone as before
    const all = await api("/api/users/discover/trending?limit=50");
    expect(all.json.pagination.totalCount).toBeGreaterThanOrEqual(3);

    const html = (await page("/en/categories")).html;
    expect(html).toContain(`id="${jazz.slug}"`);
    expect(html).toContain(`/profile/${a.username}`);
    expect(html).toContain(`/profile/${b.username}`);
    expect(html).toContain(`/discover?category=${jazz.slug}`);
    expect(html).not.toContain(`/profile/${hidden.username}`);
    expect(html).toContain("Chess");
  });
});

describe("blog", () => {
  it("a draft is not public; published, it is server-rendered with its metadata and safe Markdown", async () => {
    const boss = await admin();
    const slug = `article-${tag()}`;
    const body = [
      "Intro paragraph with **bold words** and a [link](https://example.org/page).",
      "",
      "## A section {#first}",
      "",
      '<script>alert("owned")</script>',
      "",
      '<img src="x" onerror="alert(1)">',
      "",
      "[bad](javascript:alert(1))",
    ].join("\n");
    const created = await api("/api/admin/blog", { token: boss.token, body: { title: "Velvet news", slug, body, published: false } });
    expect(created.status).toBe(201);
    expect(created.json.post).toMatchObject({ slug, published: false, publishedAt: null, locale: null });
    const id = created.json.post._id;
    expect(await audited("blog.create", id)).toBe(1);

    expect((await page(`/en/blog/${slug}`)).status).toBe(404);
    expect((await page("/en/blog")).html).not.toContain(slug);

    const published = await api(`/api/admin/blog/${id}`, { method: "PATCH", token: boss.token, body: { published: true, excerpt: "All the news of the week." } });
    expect(published.status).toBe(200);
    expect(published.json.post.publishedAt).not.toBeNull();
    expect(await audited("blog.update", id)).toBe(1);

    const article = await page(`/en/blog/${slug}`);
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<title>Velvet news · [^<]+<\/title>/);
    expect(article.html).toContain('<meta name="description" content="All the news of the week."/>');
    expect(article.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en/blog/${slug}"/>`));
    expect(article.html).toContain('<meta property="og:title" content="Velvet news"/>');
    expect(article.html).toContain('<meta property="og:type" content="article"/>');
    expect(article.html).toContain("<strong>bold words</strong>");
    expect(article.html).toMatch(/<h2[^>]* id="first"[^>]*>A section<\/h2>/);
    expect(article.html).toMatch(/<a href="https:\/\/example.org\/page"[^>]*>link<\/a>/);
    // no raw HTML from the body reaches the page, and no javascript: link
    expect(article.html).not.toContain('alert("owned")');
    expect(article.html).not.toContain("onerror");
    expect(article.html).not.toContain("javascript:alert");

    const list = await page("/en/blog");
    expect(list.status).toBe(200);
    expect(list.html).toContain(`/en/blog/${slug}`);
    expect(list.html).toContain("All the news of the week.");

    // unpublished again: gone from the site
    await api(`/api/admin/blog/${id}`, { method: "PATCH", token: boss.token, body: { published: false } });
    expect((await page(`/en/blog/${slug}`)).status).toBe(404);
    await api(`/api/admin/blog/${id}`, { method: "PATCH", token: boss.token, body: { published: true } });
    expect((await page(`/en/blog/${slug}`)).status).toBe(200);

    const listed = await api(`/api/admin/blog?q=${slug}`, { token: boss.token });
    expect(listed.json.posts.map((p: { _id: string }) => p._id)).toEqual([id]);

    expect((await api(`/api/admin/blog/${id}`, { method: "DELETE", token: boss.token })).status).toBe(200);
    expect(await audited("blog.delete", id)).toBe(1);
    expect((await page(`/en/blog/${slug}`)).status).toBe(404);
    expect((await api(`/api/admin/blog/${id}`, { token: boss.token })).status).toBe(404);
  });

  it("an article in one language is shown in that language only; slugs are unique and checked", async () => {
    const boss = await admin();
    const slug = `fr-only-${tag()}`;
    const res = await api("/api/admin/blog", { token: boss.token, body: { title: "Seulement en français", slug, body: "Bonjour.", published: true, locale: "fr" } });
    expect(res.status).toBe(201);
    expect((await page(`/fr/blog/${slug}`)).status).toBe(200);
    expect((await page(`/en/blog/${slug}`)).status).toBe(404);

    expect((await api("/api/admin/blog", { token: boss.token, body: { title: "Again", slug, body: "x", published: false } })).status).toBe(409);
    for (const body of [
      { title: "Bad", slug: "Bad_Slug", body: "x", published: true },
      { title: "", slug: `ok-${tag()}`, body: "x", published: true },
      { title: "No body", slug: `ok-${tag()}`, body: "   ", published: true },
      { title: "Bad flag", slug: `ok-${tag()}`, body: "x", published: "yes" },
      { title: "Bad locale", slug: `ok-${tag()}`, body: "x", published: true, locale: "de" },
    ]) {
      expect((await api("/api/admin/blog", { token: boss.token, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("help pages", () => {
  it("an edited page shows in its language only, other languages keep the default text, and a reset brings it back", async () => {
    const boss = await admin();
    const initial = await api("/api/admin/pages/help?locale=fr", { token: boss.token });
    expect(initial.status).toBe(200);
    expect(initial.json.page).toMatchObject({ slug: "help", locale: "fr", stored: false, title: "Centre d'aide" });
    expect(initial.json.page.body).toContain("Les réponses aux questions");

    const marker = `Texte unique ${tag()}`;
    const saved = await api("/api/admin/pages/help", {
      method: "PUT",
      token: boss.token,
      body: { locale: "fr", title: "Aide Velvet", body: `Introduction.\n\n## Paiements {#paiements}\n\n${marker}` },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.page).toMatchObject({ stored: true, updatedBy: boss.username, title: "Aide Velvet" });
    expect(await audited("help_page.update", "help:fr")).toBeGreaterThanOrEqual(1);

    const fr = await page("/fr/help");
    expect(fr.status).toBe(200);
    expect(fr.html).toContain(marker);
    expect(fr.html).toMatch(/<h2[^>]* id="paiements"[^>]*>Paiements<\/h2>/);
    expect(fr.html).toMatch(/<title>Aide Velvet · [^<]+<\/title>/);
    const en = await page("/en/help");
    expect(en.html).not.toContain(marker);
    expect(en.html).toContain("Help center");

    const overview = await api("/api/admin/pages", { token: boss.token });
    const help = overview.json.pages.find((p: { slug: string }) => p.slug === "help");
    expect(help.languages.find((l: { locale: string }) => l.locale === "fr")).toMatchObject({ stored: true, title: "Aide Velvet" });
    expect(help.languages.find((l: { locale: string }) => l.locale === "en")).toMatchObject({ stored: false });

    const reset = await api("/api/admin/pages/help?locale=fr", { method: "DELETE", token: boss.token });
    expect(reset.status).toBe(200);
    expect(reset.json.page.stored).toBe(false);
    const back = await page("/fr/help");
    expect(back.html).not.toContain(marker);
    expect(back.html).toContain("Centre d&#x27;aide");
    expect((await api("/api/admin/pages/help?locale=fr", { method: "DELETE", token: boss.token })).status).toBe(404);
  });

  it("the guidelines keep one anchor per rule, by default and when edited", async () => {
    const boss = await admin();
    const byDefault = await page("/en/guidelines");
    for (const rule of GUIDELINE_RULES) expect(byDefault.html, rule).toContain(`id="${rule}"`);

    const missing = await api("/api/admin/pages/guidelines", {
      method: "PUT",
      token: boss.token,
      body: { locale: "en", title: "Rules", body: "## Minors {#underage}\n\nNo." },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("MISSING_ANCHOR");
    expect((await api("/api/admin/pages/guidelines?locale=en", { token: boss.token })).json.page.stored).toBe(false);

    // the default text, as the editor receives it, saves as it is and keeps every anchor
    const text = (await api("/api/admin/pages/guidelines?locale=en", { token: boss.token })).json.page;
    const edited = await api("/api/admin/pages/guidelines", {
      method: "PUT",
      token: boss.token,
      body: { locale: "en", title: "House rules", body: `${text.body}\n\nEdited ${tag()}.` },
    });
    expect(edited.status).toBe(200);
    const shown = await page("/en/guidelines");
    expect(shown.html).toContain("House rules");
    for (const rule of GUIDELINE_RULES) expect(shown.html, rule).toContain(`id="${rule}"`);
    await api("/api/admin/pages/guidelines?locale=en", { method: "DELETE", token: boss.token });
  });

  it("refuses an unknown page (404) and bad input (400)", async () => {
    const boss = await admin();
    expect((await api("/api/admin/pages/terms?locale=fr", { token: boss.token })).status).toBe(404);
    expect((await api("/api/admin/pages/terms", { method: "PUT", token: boss.token, body: { locale: "fr", title: "x", body: "x" } })).status).toBe(404);
    expect((await api("/api/admin/pages/help?locale=de", { token: boss.token })).status).toBe(400);
    expect((await api("/api/admin/pages/help", { token: boss.token })).status).toBe(400);
    for (const body of [
      { locale: "de", title: "x", body: "x" },
      { locale: "fr", title: "", body: "x" },
      { locale: "fr", title: "x", body: "" },
      { locale: "fr", title: "x", body: "x".repeat(50_001) },
    ]) {
      expect((await api("/api/admin/pages/help", { method: "PUT", token: boss.token, body })).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe("sitemap and robots", () => {
  it("lists the public pages, published articles and listed creator profiles only", async () => {
    const boss = await admin();
    const shown = await creator(1000);
    const suspended = await creator(1000);
    await prisma.user.update({ where: { id: suspended.id }, data: { accountStatus: "suspended" } });
    // a profile hidden by moderation (a report of a minor pending review), and a creator not yet verified
    const held = await creator(1000);
    await prisma.user.update({ where: { id: held.id }, data: { hiddenAt: new Date() } });
    const unverified = await creator(1000);
    await prisma.user.update({ where: { id: unverified.id }, data: { verifiedAt: null } });
    const fan = await member();
    const live = `live-${tag()}`;
    const draft = `draft-${tag()}`;
    await api("/api/admin/blog", { token: boss.token, body: { title: "Live", slug: live, body: "x", published: true } });
    await api("/api/admin/blog", { token: boss.token, body: { title: "Draft", slug: draft, body: "x", published: false } });

    const res = await fetch(new URL("/sitemap.xml", baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(["/", "/fr", "/help", "/en/guidelines", "/categories", "/fr/blog", `/blog/${live}`, `/en/blog/${live}`]));
    expect(locs).toContain(`/profile/${shown.username}`);
    expect(locs).not.toContain(`/profile/${suspended.username}`);
    expect(locs).not.toContain(`/profile/${held.username}`);
    expect(locs).not.toContain(`/profile/${unverified.username}`);
    expect(locs).not.toContain(`/profile/${fan.username}`);
    expect(locs).not.toContain(`/profile/${boss.username}`);
    expect(xml).not.toContain(draft);
    expect(xml).toContain('hreflang="ar-TN"');

    const robots = await fetch(new URL("/robots.txt", baseUrl()));
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/Disallow: \/admin\b/);
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});
