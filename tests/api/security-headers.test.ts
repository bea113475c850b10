// Security headers on every answer (pages, API, static files, errors), and the pages' nonce-based
// Content-Security-Policy: a fresh nonce per page, carried by every script of that page.
import { describe, expect, it } from "vitest";
import { baseUrl } from "../helpers/http";

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(new URL(path, baseUrl()), { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

const expectBaseHeaders = (headers: Headers, what: string) => {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(permissions, what).toContain(`${feature}=()`);
  expect(headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
  // served over plain http, with no trusted proxy saying otherwise
  expect(headers.get("strict-transport-security"), what).toBeNull();
};

const directive = (csp: string, name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it("a page: the base headers and a CSP whose fresh nonce is on every script of the page", async () => {
    const first = await get("/en/login");
    expect(first.status).toBe(200);
    expectBaseHeaders(first.headers, "page");
    const csp = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, "script-src"))?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(csp, "script-src")).toContain("'strict-dynamic'");
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    // the realtime service (same host, REALTIME_PORT) is reachable from the chat
    const realtime = process.env.TEST_REALTIME_URL;
    if (realtime) expect(directive(csp, "connect-src")).toContain(`ws://${new URL(realtime).host}`);
    const scripts = first.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const second = await get("/en/login");
    expect(/'nonce-([^']+)'/.exec(second.headers.get("content-security-policy")!)?.[1]).not.toBe(nonce);
  });

  it("the public profile page carries the nonce too (rendered per request, not from a page cache)", async () => {
    const { registerUser } = await import("../helpers/content");
    const u = await registerUser();
    const page = await get(`/en/profile/${u.username}`);
    expect(page.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy")!)?.[1];
    for (const tag of page.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await get(`/en/profile/${u.username}`);
    const nonce2 = /'nonce-([^']+)'/.exec(again.headers.get("content-security-policy")!)?.[1];
    expect(nonce2).not.toBe(nonce);
    for (const tag of again.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce2}"`);
  });

  it("an API answer, an API error, a missing page, a missing file and a static file carry them too; non-page answers allow no script", async () => {
    const page = await get("/en");
    const asset = /(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(page.text)?.[1];
    expect(asset).toBeTruthy();
    const answers = {
      api: await get("/api/ping"),
      apiError: await get("/api/users/nobody-at-all-here"),
      apiNotFound: await get("/api/no-such-endpoint"),
      pageNotFound: await get("/en/no/such/page"),
      fileNotFound: await get("/_next/static/no-such-file.js"),
      staticFile: await get(asset!),
    };
    expect(answers.api.status).toBe(200);
    expect(answers.apiError.status).toBe(404);
    expect(answers.pageNotFound.status).toBe(404);
    expect(answers.fileNotFound.status).toBe(404);
    expect(answers.staticFile.status).toBe(200);
    for (const [what, res] of Object.entries(answers)) expectBaseHeaders(res.headers, what);
    for (const what of ["api", "apiError", "apiNotFound", "staticFile"] as const) {
      expect(directive(answers[what].headers.get("content-security-policy")!, "script-src"), what).toBe("script-src 'none'");
    }
  });

  it("HSTS when a trusted proxy (loopback, in the test stack) says the browser came over https", async () => {
    const res = await get("/api/ping", { "x-forwarded-proto": "https" });
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    const page = await get("/en/login", { "x-forwarded-proto": "https" });
    expect(page.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    expect(page.headers.get("content-security-policy")).toContain("wss://");
  });
});
