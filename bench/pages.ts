// `npm run bench:pages`: Lighthouse (mobile, its default simulated throttling) over the pages a
// new visitor meets, on the production build with the demo data, in tn (RTL, the default) and en.
// Starts the same stack as `npm run test:e2e` (build if stale, fresh database on DATABASE_URL's
// server or an embedded one, migrations, demo seed, app + realtime on free ports), signs the
// demo fan in through the API for the signed-in feed (its session cookie set in the browser through
// puppeteer-core, Lighthouse's own driver; Chromium drops a Cookie given as an extra header), and
// runs Lighthouse from npm
// (`lighthouse`, driving Chromium through `chrome-launcher`: CHROMIUM_PATH, default
// /usr/bin/chromium). Nothing leaves the machine.
// Prints per page and locale: performance score, LCP, CLS, TBT, JavaScript transferred
// (compressed), the document's size, and PASS/FAIL against the targets; exits 1 when a page misses
// one. Raw figures go to bench/output/pages-<timestamp>.json, with each script a page loaded and its size,
// the main thread's work by kind and the longest tasks.
// BENCH_PAGES_RUNS (default 1): Lighthouse runs per page; the median run (by score) is kept.
// BENCH_PAGES_ONLY: comma-separated page names to measure (e.g. "landing,discover").
// BENCH_PAGES_LOCALES (default "tn,en").
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { Supervisor } from "../scripts/lib/supervisor";
import { startTestStack } from "../scripts/lib/test-stack";

export const TARGETS = { score: 90, cls: 0.05, tbtMs: 200, jsKb: 170 } as const;

const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 1));
const LOCALES = (process.env.BENCH_PAGES_LOCALES ?? "tn,en").split(",").filter(Boolean);
const ONLY = process.env.BENCH_PAGES_ONLY?.split(",").filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUTPUT_DIR = path.resolve("bench", "output");
const DEMO_FAN = { email: "omar@demo.velvet", password: "Password123!" }; // prisma/seed/data.ts
const DEMO_CREATOR = "yasmine.art";

type Page = { name: string; path: string; signedIn?: boolean };
const PAGES: Page[] = [
  { name: "landing", path: "/" },
  { name: "discover", path: "/discover" },
  { name: "profile", path: `/profile/${DEMO_CREATOR}` },
  { name: "sign-in", path: "/login" },
  { name: "feed", path: "/", signedIn: true },
];

type Figures = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  docKb: number;
  totalKb: number;
  scripts?: { url: string; kB: number }[];
  /** where the main thread's time went (Lighthouse's groups, ms at its CPU slowdown) and the longest tasks: what TBT is made of */
  work?: Record<string, number>;
  longTasks?: { url: string; startMs: number; ms: number }[];
  lcpElement?: { node: string; phases: Record<string, number> } | null;
};
type Row = { page: string; locale: string; url: string; runs: Figures[]; median: Figures; misses: string[] };

const localized = (locale: string, p: string) => (locale === "tn" ? p : `/${locale}${p === "/" ? "" : p}`);

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.20.0.1" },
    body: JSON.stringify(DEMO_FAN),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(`demo sign-in failed: ${res.status} ${body.message ?? ""}`);
  return body.token;
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

/** Lighthouse's LCP breakdown insight: the element (its HTML, shortened) and its subparts as observed in the trace (unthrottled, ms). */
function lcpElementOf(audit: Audit | undefined): { node: string; phases: Record<string, number> } | null {
  const parts = (audit?.details?.items ?? []) as { type?: string; snippet?: string; items?: Array<Record<string, unknown>> }[];
  const node = parts.find((p) => p.type === "node");
  if (!node) return null;
  const table = parts.find((p) => p.type === "table");
  const phases = Object.fromEntries((table?.items ?? []).map((i) => [String(i.subpart), Math.round(Number(i.duration ?? 0))]));
  return { node: String(node.snippet ?? "").slice(0, 300), phases };
}

function figures(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }): Figures {
  const summary = (type: string) =>
    Number(lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
    jsKb: Number((summary("script") / 1000).toFixed(1)),
    docKb: Number((summary("document") / 1000).toFixed(1)),
    totalKb: Number((summary("total") / 1000).toFixed(1)),
    // each script the page loaded, compressed as transferred, largest first (raw output only): where the JavaScript goes
    scripts: (lhr.audits["network-requests"]?.details?.items ?? [])
      .filter((i) => i.resourceType === "Script")
      .map((i) => ({ url: new URL(String(i.url)).pathname, kB: Number((Number(i.transferSize ?? 0) / 1000).toFixed(1)) }))
      .sort((a, b) => b.kB - a.kB),
    work: Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [String(i.groupLabel ?? i.group), Math.round(Number(i.duration ?? 0))]),
    ),
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 10).map((i) => ({
      url: String(i.url ?? "").replace(/^https?:\/\/[^/]+/, ""),
      startMs: Math.round(Number(i.startTime ?? 0)),
      ms: Math.round(Number(i.duration ?? 0)),
    })),
    // what the largest paint was, and its phases (raw output only): where the LCP time goes
    lcpElement: lcpElementOf(lhr.audits["lcp-breakdown-insight"]),
  };
}

export function misses(f: Figures): string[] {
  const out: string[] = [];
  if (f.score < TARGETS.score) out.push(`score ${f.score} < ${TARGETS.score}`);
  if (!(f.cls < TARGETS.cls)) out.push(`CLS ${f.cls} >= ${TARGETS.cls}`);
  if (!(f.tbtMs < TARGETS.tbtMs)) out.push(`TBT ${f.tbtMs} ms >= ${TARGETS.tbtMs}`);
  if (f.jsKb > TARGETS.jsKb) out.push(`JS ${f.jsKb} kB > ${TARGETS.jsKb}`);
  return out;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

const sup = new Supervisor((m) => console.log(`[bench:pages] ${m}`));

async function main(): Promise<void> {
  sup.installSignalHandlers(130);
  const env = await startTestStack(sup, { seed: true });
  const base = env.TEST_BASE_URL;
  const token = await signIn(base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  sup.onCleanup(async () => void chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const host = new URL(base).hostname;
  const started = new Date();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`[bench:pages] ${started.toISOString()}, load average ${load} on ${os.cpus().length} cores, ${RUNS} run(s) per page`);
  const rows: Row[] = [];
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.name))) {
    for (const locale of LOCALES) {
      const url = base + localized(locale, page.path);
      const cookie = page.signedIn ? `next-auth.session-token=${token}` : undefined;
      // the signed-in page must really be the member's page, not the landing page
      const probe = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
      if (page.signedIn && probe.includes('id="features-title"')) throw new Error(`${url} shows the landing page to the signed-in fan`);
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // the browser's cookie jar: the signed-in page gets the session, the others none
        await browser.deleteCookie(...(await browser.cookies()));
        if (page.signedIn) await browser.setCookie({ name: "next-auth.session-token", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" });
        if (page.signedIn) {
          // the storage reset is skipped for it (it would drop the cookie): empty the HTTP cache by hand
          const tab = await browser.newPage();
          await (await tab.createCDPSession()).send("Network.clearBrowserCache");
          await tab.close();
        }
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          // the locale comes from the URL; a storage reset would also drop the session cookie
          disableStorageReset: Boolean(page.signedIn),
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
        runs.push(figures(result.lhr as unknown as Parameters<typeof figures>[0]));
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
      const row = { page: page.name, locale, url: localized(locale, page.path), runs, median, misses: misses(median) };
      rows.push(row);
      const m = row.median;
      console.log(
        `${row.page.padEnd(9)} ${locale} ${pad(m.score, 4)} ${pad(m.lcpMs, 7)} ${pad(m.cls.toFixed(3), 6)} ${pad(m.tbtMs, 6)} ${pad(m.jsKb.toFixed(1), 7)} ${pad(m.docKb.toFixed(1), 7)}  ${row.misses.length ? `FAIL (${row.misses.join(", ")})` : "PASS"}`,
      );
    }
  }
  const ended = new Date();
  console.log(`\n${"page".padEnd(9)} lc ${pad("perf", 4)} ${pad("LCP ms", 7)} ${pad("CLS", 6)} ${pad("TBT ms", 6)} ${pad("JS kB", 7)} ${pad("HTML kB", 7)}  verdict`);
  for (const r of rows) {
    const m = r.median;
    console.log(
      `${r.page.padEnd(9)} ${r.locale} ${pad(m.score, 4)} ${pad(m.lcpMs, 7)} ${pad(m.cls.toFixed(3), 6)} ${pad(m.tbtMs, 6)} ${pad(m.jsKb.toFixed(1), 7)} ${pad(m.docKb.toFixed(1), 7)}  ${r.misses.length ? `FAIL (${r.misses.join(", ")})` : "PASS"}`,
    );
  }
  const endLoad = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`targets: performance >= ${TARGETS.score}, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms, JS <= ${TARGETS.jsKb} kB compressed`);
  console.log(`ended ${ended.toISOString()}, load average ${endLoad}`);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `pages-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ started, ended, loadStart: load, loadEnd: endLoad, targets: TARGETS, rows }, null, 2));
  console.log(`raw figures: ${path.relative(process.cwd(), file)}`);
  await browser.disconnect();
  await sup.shutdown(rows.some((r) => r.misses.length) ? 1 : 0);
}

main().catch((err) => {
  console.error(`[bench:pages] ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  void sup.shutdown(1);
});
