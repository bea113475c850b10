// Geo-blocking (issue 19, point 7): a creator closes their profile and content to countries and
// regions; the operator closes the whole service to countries (BLOCKED_COUNTRIES). Countries are
// simulated the way a proxy would give them: the test app trusts loopback (TRUSTED_PROXIES), so
// each request's X-Forwarded-For is its client address, looked up in the real IP-to-country data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createPost, fetchRaw, registerUser, subscribe, type TestUser } from "../helpers/content";
import { setPrice } from "../helpers/social";
import { startSecondApp, type SecondApp } from "../helpers/second-app";
import { countryOfAddress } from "@/lib/geo/visitor";
import { refreshCreatorStats } from "@/lib/discovery/stats";

const GB = "81.2.69.142";
const TN = "41.226.0.1";
const US = "24.24.24.24";
const BR = "2.16.0.1";
const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("the IP-to-country data", () => {
  it("knows the addresses these tests travel from", () => {
    expect([GB, TN, US, BR].map(countryOfAddress)).toEqual(["GB", "TN", "US", "BR"]);
    expect(countryOfAddress("127.0.0.1")).toBeNull();
    expect(countryOfAddress("unknown")).toBeNull();
  });
});

describe("GET/PUT /api/users/geo-block", () => {
  it("stores the lists upper-cased, sorted and without duplicates; empty lists lift the block", async () => {
    const c = await registerUser();
    expect((await api("/api/users/geo-block", { token: c.token })).json).toMatchObject({ success: true, countries: [], regions: [], updatedAt: null });
    const put = await api("/api/users/geo-block", { method: "PUT", token: c.token, body: { countries: ["tn", "GB", "gb"], regions: ["us-tx"] } });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ success: true, countries: ["GB", "TN"], regions: ["US-TX"] });
    expect((await api("/api/users/geo-block", { token: c.token })).json).toMatchObject({ countries: ["GB", "TN"], regions: ["US-TX"] });
    const cleared = await api("/api/users/geo-block", { method: "PUT", token: c.token, body: { countries: [], regions: [] } });
    expect(cleared.json).toMatchObject({ countries: [], regions: [], updatedAt: null });
  });

  it("refuses unknown codes, too many entries and a missing list with 400; anonymous 401", async () => {
    const c = await registerUser();
    const put = (body: unknown) => api("/api/users/geo-block", { method: "PUT", token: c.token, body });
    const unknown = await put({ countries: ["ZZ"] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors["countries.0"]).toBeTruthy();
    expect((await put({ countries: ["FRA"] })).status).toBe(400);
    expect((await put({ countries: [], regions: ["ZZ-TX"] })).status).toBe(400);
    expect((await put({ countries: [], regions: ["US_TX"] })).status).toBe(400);
    expect((await put({ countries: [], regions: Array.from({ length: 201 }, (_, i) => `US-${(i % 999).toString().padStart(3, "0")}`) })).status).toBe(400);
    expect((await put({ countries: Array.from({ length: 251 }, () => "FR") })).status).toBe(400);
    expect((await put({ regions: ["US-TX"] })).status).toBe(400);
    expect((await put({ countries: "FR" })).status).toBe(400);
    expect((await api("/api/users/geo-block", { method: "PUT", body: { countries: ["FR"] } })).status).toBe(401);
    expect((await api("/api/users/geo-block")).status).toBe(401);
    // nothing was stored by the refused calls
    expect((await api("/api/users/geo-block", { token: c.token })).json.countries).toEqual([]);
  });
});

describe("a creator's geo-block", () => {
  let creator: TestUser;
  let fan: TestUser;
  let stranger: TestUser;
  let key: string;
  let postId: string;

  beforeAll(async () => {
    creator = await registerUser();
    await setPrice(creator.id, 999);
    const post = await createPost(creator);
    key = post.images[0].key;
    postId = post._id;
    fan = await registerUser();
    await subscribe(fan, creator);
    stranger = await registerUser();
    const put = await api("/api/users/geo-block", { method: "PUT", token: creator.token, body: { countries: ["GB"] } });
    expect(put.status).toBe(200);
    await refreshCreatorStats(new Date(), { wait: true });
  });

  it("answers the profile with 451 GEO_BLOCKED in the blocked country and as usual elsewhere", async () => {
    for (const token of [undefined, fan.token]) {
      const res = await api(`/api/users/profile/${creator.username}`, { token, headers: from(GB) });
      expect(res.status).toBe(451);
      expect(res.json).toMatchObject({ success: false, code: "GEO_BLOCKED" });
      expect(JSON.stringify(res.json)).not.toContain(creator.username);
      expect((await api(`/api/users/${creator.username}`, { token, headers: from(GB) })).status).toBe(451);
      expect((await api(`/api/users/profile/${creator.username}`, { token, headers: from(TN) })).status).toBe(200);
    }
    // the owner travelling there still sees their own profile
    expect((await api(`/api/users/profile/${creator.username}`, { token: creator.token, headers: from(GB) })).status).toBe(200);
  });

  it("never gives a subscriber there the posts, comments, likes or media", async () => {
    const posts = await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token, headers: from(GB) });
    expect(posts.status).toBe(451);
    expect(JSON.stringify(posts.json)).not.toContain(key);
    expect((await api(`/api/posts/user-posts/${creator.username}`, { token: fan.token, headers: from(TN) })).status).toBe(200);
    expect((await api(`/api/posts/${postId}/comments`, { token: fan.token, headers: from(GB) })).status).toBe(451);
    expect((await api(`/api/posts/${postId}/comments`, { method: "POST", token: fan.token, headers: from(GB), body: { content: "hi" } })).status).toBe(451);
    expect((await api(`/api/posts/${postId}/like`, { method: "POST", token: fan.token, headers: from(GB) })).status).toBe(451);
    const access = await api(`/api/users/content/access/${key}`, { token: fan.token, headers: from(GB) });
    expect(access.status).toBe(451);
    expect(access.json).not.toHaveProperty("url");
    // a signed link obtained elsewhere is refused there too
    const elsewhere = await api(`/api/users/content/access/${key}`, { token: fan.token, headers: from(TN) });
    expect(elsewhere.status).toBe(200);
    expect((await fetchRaw(elsewhere.json.url, from(TN))).status).toBe(200);
    const there = await fetchRaw(elsewhere.json.url, from(GB));
    expect(there.status).toBe(451);
    expect(JSON.parse(there.bytes.toString()).code).toBe("GEO_BLOCKED");
  });

  it("leaves the creator's posts out of the feed there, subscribed or not", async () => {
    const inFeed = async (token: string, ip: string) => {
      const res = await api("/api/posts/home?limit=50", { token, headers: from(ip) });
      expect(res.status).toBe(200);
      return res.json.posts.some((p: { _id: string }) => p._id === postId);
    };
    expect(await inFeed(fan.token, TN)).toBe(true);
    expect(await inFeed(fan.token, GB)).toBe(false);
    // the suggested feed (no subscriptions) shows the newest posts of everyone as locked previews
    expect(await inFeed(stranger.token, TN)).toBe(true);
    expect(await inFeed(stranger.token, GB)).toBe(false);
  });

  it("leaves the creator out of search, featured and trending there", async () => {
    const found = async (path: string, ip: string, list: "users" | "creators") => {
      const res = await api(path, { headers: from(ip) });
      expect(res.status).toBe(200);
      return (res.json[list] as { username: string }[]).some((u) => u.username === creator.username);
    };
    expect(await found(`/api/users/search?q=${creator.username}`, TN, "users")).toBe(true);
    expect(await found(`/api/users/search?q=${creator.username}`, GB, "users")).toBe(false);
    // every page of trending
    const everywhere = async (ip: string) => {
      for (let page = 1; page < 200; page++) {
        const res = await api(`/api/users/discover/trending?page=${page}&limit=50`, { headers: from(ip) });
        if ((res.json.creators as { username: string }[]).some((u) => u.username === creator.username)) return true;
        if (!res.json.pagination.hasNext) return false;
      }
      return false;
    };
    expect(await everywhere(TN)).toBe(true);
    expect(await everywhere(GB)).toBe(false);
  });

  it("lifting the block opens everything again", async () => {
    const other = await registerUser();
    await setPrice(other.id, 500);
    await api("/api/users/geo-block", { method: "PUT", token: other.token, body: { countries: ["GB"] } });
    expect((await api(`/api/users/profile/${other.username}`, { headers: from(GB) })).status).toBe(451);
    await api("/api/users/geo-block", { method: "PUT", token: other.token, body: { countries: [] } });
    expect((await api(`/api/users/profile/${other.username}`, { headers: from(GB) })).status).toBe(200);
  });
});

describe("regions from a trusted proxy's header, and the operator's BLOCKED_COUNTRIES", () => {
  let app: SecondApp;
  const get = (path: string, headers: Record<string, string>) => fetch(`${app.base}${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    app = await startSecondApp({ BLOCKED_COUNTRIES: "BR,KP", GEO_REGION_HEADER: "x-test-region", TRUSTED_PROXIES: "127.0.0.1,::1" });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("a region block applies only to visitors a trusted proxy places in that region", async () => {
    const c = await registerUser();
    await api("/api/users/geo-block", { method: "PUT", token: c.token, body: { countries: [], regions: ["US-TX"] } });
    const profile = (headers: Record<string, string>) => get(`/api/users/profile/${c.username}`, headers).then((r) => r.status);
    expect(await profile({ ...from(US), "x-test-region": "TX" })).toBe(451);
    expect(await profile({ ...from(US), "x-test-region": "US-TX" })).toBe(451);
    expect(await profile({ ...from(US), "x-test-region": "CA" })).toBe(200);
    expect(await profile(from(US))).toBe(200);
    // a region that does not belong to the address's country is not believed
    expect(await profile({ ...from(GB), "x-test-region": "US-TX" })).toBe(200);
  });

  it("answers pages and API with 451 from a blocked country, and the probes still answer", async () => {
    const api451 = await get("/api/users/discover/trending", from(BR));
    expect(api451.status).toBe(451);
    expect(await api451.json()).toMatchObject({ success: false, code: "COUNTRY_BLOCKED" });
    const page = await get("/en", from(BR));
    expect(page.status).toBe(451);
    expect(await page.text()).toContain("not available in your region");
    expect((await get("/api/health", from(BR))).status).toBe(200);
    expect((await get("/api/ready", from(BR))).status).toBe(200);
    expect((await get("/api/users/discover/trending", from(GB))).status).toBe(200);
    expect((await get("/api/users/discover/trending", {})).status).toBe(200);
  });
});
