// The serving section of `bench:leaks` (BENCH_LEAKS_SECTIONS=serving; issue 25 §8: "serving a
// marked photo from cache costs no more than serving an unmarked one"). Starts the test stack
// (built app, fresh database: DATABASE_URL's server, else the embedded one), posts a 2048 px
// photo as a creator with one subscribed fan, and loads with autocannon, side by side in one run,
// the creator's own link (the unmarked photo) and the fan's link (their marked copy, made by a
// first request before the measure and then served from storage), for the photo and its 640 px
// width. Each pair is measured twice, alternating, after a warm-up.
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import sharp from "sharp";
import { Supervisor } from "../scripts/lib/supervisor";
import { startTestStack } from "../scripts/lib/test-stack";
import { uniqueUser } from "../tests/helpers/http";

const CONNECTIONS = Number(process.env.BENCH_SERVING_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 10);
const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/pdq/bridge-1-original.jpg");

type Run = { link: string; rps: number; p50: number; p99: number; kbPerRequest: number; errors: number };

async function load(base: string, name: string, link: string, seconds: number): Promise<Run> {
  const r = await autocannon({ url: new URL(link, base).toString(), connections: CONNECTIONS, duration: seconds, timeout: 30 });
  const ok = r["2xx"];
  const run = {
    link: name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    kbPerRequest: ok ? r.throughput.total / ok / 1024 : 0,
    errors: r.errors + r.timeouts + r.non2xx,
  };
  return run;
}

let sup: Supervisor | null = null;

/** Stops the stack this section started (the database dropped, the processes ended), then the process: called last. */
export async function stopServingStack(code = 0): Promise<void> {
  if (sup) await sup.shutdown(code);
}

export async function runServingBench(): Promise<unknown> {
  sup = new Supervisor((m) => console.log(`[bench] ${m}`));
  sup.installSignalHandlers(1);
  const env = await startTestStack(sup, { seed: false });
  const base = env.TEST_BASE_URL;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const register = async (ip: string) => {
      const res = await fetch(`${base}/api/users/register`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(uniqueUser()) });
      const user = (await res.json()) as { _id: string; token: string };
      if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(user)}`);
      return user;
    };
    const creator = await register("10.9.9.1");
    const fan = await register("10.9.9.2");
    await db.query(`UPDATE "User" SET "trustedAt" = now(), "verifiedAt" = now() WHERE id = $1`, [creator._id]);
    await db.query(
      `INSERT INTO "Subscription" (id, "subscriberId", "creatorId", "priceCents", "paymentMethod", status, "startDate", "endDate", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 999, 'stripe', 'active', now() - interval '1 day', now() + interval '30 days', now())`,
      [fan._id, creator._id],
    );

    const photo = await sharp(readFileSync(FIXTURE)).resize({ width: 2048 }).jpeg({ quality: 90 }).toBuffer();
    const form = new FormData();
    form.set("title", "Bench");
    form.set("description", "a photo");
    form.append("media", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "bench.jpg");
    const posted = await fetch(`${base}/api/posts/exclusive-content`, { method: "POST", headers: { authorization: `Bearer ${creator.token}` }, body: form });
    const post = (await posted.json()) as { post?: { media: { key?: string; url?: string }[] } };
    if (posted.status !== 201 || !post.post) throw new Error(`post: ${posted.status} ${JSON.stringify(post)}`);
    const { rows } = await db.query<{ key: string }>(`SELECT key FROM "Media" WHERE "ownerId" = $1`, [creator._id]);
    const key = rows[0]!.key;
    const linkOf = async (token: string) => {
      const res = await fetch(`${base}/api/users/content/access/${key}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { url: string };
      if (res.status !== 200) throw new Error(`access: ${res.status} ${JSON.stringify(body)}`);
      return body.url;
    };
    const own = await linkOf(creator.token);
    const fans = await linkOf(fan.token);
    const w640 = (link: string) => `${link}&w=640`;
    const pairs: [string, string, string][] = [
      ["2048 px photo", own, fans],
      ["640 px width", w640(own), w640(fans)],
    ];
    // the fan's copies are made by their first request (then kept in storage), as in use
    for (const [, , fanLink] of pairs) {
      const res = await fetch(new URL(fanLink, base));
      if (res.status !== 200) throw new Error(`fan's copy: ${res.status}`);
      await res.arrayBuffer();
    }

    const results: Record<string, Run[]> = {};
    for (const [name, ownLink, fanLink] of pairs) {
      await load(base, "warm-up", ownLink, 3);
      await load(base, "warm-up", fanLink, 3);
      const runs: Run[] = [];
      for (let i = 0; i < 2; i++) {
        runs.push(await load(base, "unmarked (creator's own)", ownLink, SECONDS));
        runs.push(await load(base, "marked (fan's copy, from storage)", fanLink, SECONDS));
      }
      results[name] = runs;
      console.log(`\n${name}, ${CONNECTIONS} connections, ${SECONDS} s a run`);
      console.log("| link | req/s | p50 ms | p99 ms | kB a response | errors |");
      console.log("|---|---|---|---|---|---|");
      for (const r of runs) console.log(`| ${r.link} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.kbPerRequest.toFixed(1)} | ${r.errors} |`);
    }
    return { connections: CONNECTIONS, seconds: SECONDS, results };
  } finally {
    await db.end();
  }
}
