// No cross-site requests: a browser's write (POST/PUT/PATCH/DELETE) that another site started is
// refused with 403 before the handler runs, whether the site is told by Sec-Fetch-Site or by Origin;
// the site's own pages and API clients with a bearer token are unaffected.
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { createPost, registerUser, subscribe } from "../helpers/content";

const session = (token: string) => ({ cookie: `next-auth.session-token=${token}` });

describe("cookie-authenticated writes from another site", () => {
  it("are refused with 403 (Origin or Sec-Fetch-Site) and change nothing; the site's own and bearer calls pass", async () => {
    const creator = await registerUser();
    const fan = await registerUser();
    await subscribe(fan, creator);
    const post = await createPost(creator);
    const like = (headers: Record<string, string>) => api(`/api/posts/${post._id}/like`, { method: "POST", headers });

    const foreigns: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.evil.example" },
      // a forged Host does not make another site's Origin our own
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    ];
    for (const foreign of foreigns) {
      const res = await like({ ...session(fan.token), ...foreign });
      expect(res.status, JSON.stringify(foreign)).toBe(403);
      expect(res.json).toEqual({ success: false, code: "CROSS_SITE_REFUSED", message: "Cross-site request refused" });
    }
    // the site's own page (Origin = APP_URL, or the browser's same-origin verdict); the first like
    // counts 1: none of the refused ones was applied
    const own = await like({ ...session(fan.token), origin: new URL(baseUrl()).origin });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect(own.json).toMatchObject({ isLiked: true, likeCount: 1 });
    const sameOrigin = await like({ ...session(fan.token), "sec-fetch-site": "same-origin", origin: new URL(baseUrl()).origin });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.json).toMatchObject({ isLiked: false, likeCount: 0 });

    // API clients: the bearer token is never added by a browser on its own
    const bearer = await api(`/api/posts/${post._id}/like`, { method: "POST", token: fan.token, headers: { origin: "https://evil.example" } });
    expect(bearer.status).toBe(200);
    // reads are not writes
    expect((await api("/api/users/me", { headers: { ...session(fan.token), origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(200);
  });

  it("covers sign-in and sign-up forms too (login CSRF), not only signed-in writes", async () => {
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const reg = await api("/api/users/register", { method: "POST", body: { username: "x" }, headers: evil });
    expect(reg.status).toBe(403);
    const login = await api("/api/users/login", { method: "POST", body: { email: "a@example.com", password: "whatever1" }, headers: evil });
    expect(login.status).toBe(403);
    expect(login.json.message).toBe("Cross-site request refused");
  });
});
