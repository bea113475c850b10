// `npm run bench:seed -- --scale 1 [--reset]`: fills DATABASE_URL (a real PostgreSQL; the
// embedded one is refused) with the benchmark data set, server-side (INSERT ... SELECT
// generate_series) in big batches through `pg`. Nothing that changes semantics is turned off:
// constraints, foreign keys and indexes stay on; only synchronous_commit is off for this session.
//
// At --scale 1: 10,000 creators, 100,000 fans, 1,000,000 subscriptions, 200,000 posts (+ media),
// 2,000,000 likes, 500,000 comments, 50,000 conversations with 1,000,000 messages.
// Every user logs in with password `Password123!` (one argon2 hash computed once):
//   creator_00001 .. creator_10000 (creator_00001@bench.example.com), fan_000001 .. (fan_000001@bench.example.com).
// Ids are deterministic (bench/lib/ids.ts) so the load scripts can address users and posts by number.
// Fans whose number ends in 01 (fan_000001, fan_000101, ...) are heavy: 50-200 subscriptions each.
import { hashPassword } from "../lib/auth/password";
import { applyMigrations } from "../lib/db/migrate";
import { assertRealPostgres, benchDatabaseUrl, connect, ensureDatabase } from "./lib/db";
import { BENCH_PASSWORD, createIdFunction, sizesFor, type Sizes } from "./lib/ids";
import { dropSecondary, restore, restorePending, type Deferred } from "./lib/bulk";
import type pg from "pg";

const BULK_TABLES = ["Subscription", "Post", "Media", "Like", "Comment", "Conversation", "Message"];

const BATCH = 250_000;

function parseArgs(argv: string[]) {
  let scale = 1;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--scale") scale = Number(argv[++i]);
    else if (argv[i].startsWith("--scale=")) scale = Number(argv[i].slice(8));
    else if (argv[i] === "--reset") reset = true;
    else throw new Error(`unknown argument ${argv[i]} (use --scale N [--reset])`);
  }
  if (!(scale > 0 && scale <= 5)) throw new Error("--scale must be in (0, 5]");
  return { scale, reset };
}

const timings: Array<{ step: string; rows: number; ms: number }> = [];

async function step(name: string, fn: () => Promise<number>): Promise<number> {
  const t0 = performance.now();
  const rows = await fn();
  const ms = performance.now() - t0;
  timings.push({ step: name, rows, ms });
  console.log(`${name.padEnd(34)} ${String(rows).padStart(10)} rows  ${(ms / 1000).toFixed(1).padStart(7)} s`);
  return rows;
}

/** Runs `sql` with $1 = batch start and $2 = batch end (inclusive) over 1..total. */
async function batched(db: pg.Client, total: number, sql: string, extra: unknown[] = []): Promise<number> {
  let rows = 0;
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const r = await db.query(sql, [from, to, ...extra]);
    rows += r.rowCount ?? 0;
  }
  return rows;
}

const APP_TABLES = [
  "User", "Post", "Media", "PostMedia", "Purchase", "Like", "Comment", "Subscription", "LedgerEntry", "Payment", "Payout", "Tip", "Notification",
  "Conversation", "Message", "PayoutMethod", "SavedCard", "PasswordResetToken", "AppMeta", "CreatorStatsTotal",
  "PaymentWebhookEvent", "TestProviderCard", "TestProviderCharge",
];

async function prepare(db: pg.Client, reset: boolean) {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "User"`);
  if (Number(rows[0].n) > 0) {
    if (!reset) throw new Error(`the database already has ${rows[0].n} users; pass --reset to empty it first`);
    await step("truncate", async () => {
      await db.query(`TRUNCATE ${APP_TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`);
      return 0;
    });
  }
  await db.query("SET synchronous_commit = off");
  await db.query("SET work_mem = '256MB'");
  await db.query("SET maintenance_work_mem = '512MB'");
  await db.query("SELECT setseed(0.42)");
  await db.query(createIdFunction());
}

async function users(db: pg.Client, n: Sizes, hash: string) {
  await step("User (creators)", () =>
    batched(db, n.creators, `
      INSERT INTO "User" ("id", "username", "email", "passwordHash", "firstName", "lastName", "dateOfBirth", "role",
                          "bio", "location", "subscriptionPrice", "verifiedAt", "locale", "createdAt", "updatedAt")
      SELECT pg_temp.bid('c', i), 'creator_' || lpad(i::text, 5, '0'), 'creator_' || lpad(i::text, 5, '0') || '@bench.example.com',
             $3, 'Creator', lpad(i::text, 5, '0'), date '1975-01-01' + (i % 9000), 'MEMBER',
             'Bench creator number ' || i || '. Photos, videos and behind the scenes.', 'Tunis',
             499 + (i % 16) * 100, now() - interval '1 year', 'en', now() - interval '2 years' + random() * interval '1 year', now()
      FROM generate_series($1::int, $2::int) i`, [hash]),
  );
  await step("User (fans)", () =>
    batched(db, n.fans, `
      INSERT INTO "User" ("id", "username", "email", "passwordHash", "firstName", "lastName", "dateOfBirth", "role",
                          "locale", "createdAt", "updatedAt")
      SELECT pg_temp.bid('f', i), 'fan_' || lpad(i::text, 6, '0'), 'fan_' || lpad(i::text, 6, '0') || '@bench.example.com',
             $3, 'Fan', lpad(i::text, 6, '0'), date '1970-01-01' + (i % 11000), 'MEMBER',
             'en', now() - interval '2 years' + random() * interval '2 years', now()
      FROM generate_series($1::int, $2::int) i`, [hash]),
  );
}

async function subscriptions(db: pg.Client, n: Sizes) {
  // Unique (fan, creator) pairs. Creator popularity is skewed (creator_00001 most popular);
  // heavy fans (number ending in 01) have 50-200 subscriptions, the others 1-24.
  await step("pairs (temp)", async () => {
    await db.query(`
      CREATE TEMP TABLE bench_pair AS
      SELECT row_number() OVER ()::int AS n, f, c FROM (
        SELECT f, c FROM (
          SELECT DISTINCT fan.i AS f, 1 + floor(${n.creators} * power(random(), 2))::int AS c
          FROM generate_series(1, ${n.fans}) fan(i)
          CROSS JOIN LATERAL generate_series(1,
            CASE WHEN fan.i % 100 = 1 THEN 50 + (fan.i * 7) % 151 ELSE 1 + floor(power(random(), 1.5) * 23)::int END) k
        ) d ORDER BY random() LIMIT ${n.subscriptions}
      ) p`);
    await db.query(`ALTER TABLE bench_pair ADD PRIMARY KEY (n)`);
    await db.query(`ANALYZE bench_pair`);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_pair`);
    if (rows[0].n < n.subscriptions) console.warn(`  only ${rows[0].n} unique pairs were drawn (wanted ${n.subscriptions})`);
    return rows[0].n;
  });
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_pair`);
  n.subscriptions = rows[0].n;
  // 72% active, 13% cancelled (still inside the paid period), 15% expired.
  await step("Subscription", () =>
    batched(db, n.subscriptions, `
      INSERT INTO "Subscription" ("id", "subscriberId", "creatorId", "status", "priceCents", "paymentMethod",
                                  "startDate", "endDate", "cancelledAt", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), pg_temp.bid('f', f), pg_temp.bid('c', c),
             (CASE WHEN r < 0.72 THEN 'active' WHEN r < 0.85 THEN 'cancelled' ELSE 'expired' END)::"SubscriptionStatus",
             499 + (c % 16) * 100, 'ledger', start,
             CASE WHEN r < 0.85 THEN now() + interval '1 hour' + random() * interval '29 days'
                  ELSE start + (0.1 + 0.85 * random()) * (now() - start) END,
             CASE WHEN r >= 0.72 AND r < 0.85 THEN start + random() * (now() - start) END,
             start, now()
      FROM (SELECT f, c, random() AS r, now() - random() * interval '365 days' AS start
            FROM bench_pair WHERE n BETWEEN $1 AND $2) s`),
  );
}

async function posts(db: pg.Client, n: Sizes) {
  // Post j belongs to creator 1 + (j-1) % creators (so creator c's posts are c, c+C, c+2C ...).
  // 96% published, 2% draft, 2% unpublished.
  await step("Post", () =>
    batched(db, n.posts, `
      INSERT INTO "Post" ("id", "authorId", "title", "content", "status", "commentsEnabled", "publishedAt", "createdAt", "updatedAt")
      SELECT pg_temp.bid('p', j), pg_temp.bid('c', 1 + (j - 1) % ${n.creators}), 'Post ' || j,
             'Behind the scenes of shoot number ' || j || '. Thank you for the support, more next week!',
             (CASE j % 50 WHEN 0 THEN 'draft' WHEN 1 THEN 'unpublished' ELSE 'published' END)::"PostStatus",
             j % 20 <> 0, t, t, t
      FROM (SELECT j, now() - random() * interval '365 days' AS t FROM generate_series($1::int, $2::int) j) s`),
  );
  await step("Media (post photos/videos)", () =>
    batched(db, n.posts, `
      INSERT INTO "Media" ("id", "ownerId", "postId", "type", "key", "mimeType", "size", "width", "height", "position", "createdAt")
      SELECT gen_random_uuid(), pg_temp.bid('c', 1 + (j - 1) % ${n.creators}), pg_temp.bid('p', j),
             (CASE WHEN (j + k) % 10 = 0 THEN 'video' ELSE 'image' END)::"MediaType",
             'bench/' || j || '-' || k || CASE WHEN (j + k) % 10 = 0 THEN '.mp4' ELSE '.webp' END,
             CASE WHEN (j + k) % 10 = 0 THEN 'video/mp4' ELSE 'image/webp' END,
             150000 + ((j::bigint * 7919 + k) % 900000)::int, 1080, 1350, k - 1, now() - interval '1 year'
      FROM generate_series($1::int, $2::int) j CROSS JOIN LATERAL generate_series(1, 1 + j % 3) k`),
  );
  // what each post shows (issue 21: a post shows its media through PostMedia placements)
  await step("PostMedia (placements)", () =>
    db.query(`INSERT INTO "PostMedia" ("postId", "mediaId", "position")
              SELECT "postId", "id", "position" FROM "Media" WHERE "postId" IS NOT NULL AND "key" LIKE 'bench/%'
              ON CONFLICT DO NOTHING`).then((r) => r.rowCount ?? 0),
  );
}

/** A fan likes or comments on a post of a creator they subscribe(d) to, after it was published. */
function interactionSource(n: Sizes) {
  const perCreator = Math.max(1, Math.floor(n.posts / n.creators));
  return `
    SELECT bp.f, x.j, p."id" AS "postId", p."publishedAt"
    FROM (SELECT 1 + floor(random() * ${n.subscriptions})::int AS pn, floor(random() * ${perCreator})::int AS m
          FROM generate_series($1::int, $2::int)) r
    JOIN bench_pair bp ON bp.n = r.pn
    CROSS JOIN LATERAL (SELECT bp.c + ${n.creators} * r.m AS j) x
    JOIN "Post" p ON p."id" = pg_temp.bid('p', x.j) AND p."status" = 'published'`;
}

async function likes(db: pg.Client, n: Sizes) {
  // Unique (post, fan) pairs drawn into a temp table first, then inserted in primary-key order
  // (sorted b-tree inserts are far cheaper than random ones with ON CONFLICT).
  await step("Like", async () => {
    await db.query(`CREATE TEMP TABLE bench_like ("postId" uuid, f int, "createdAt" timestamp(3)) `);
    let total = 0;
    for (let round = 0; round < 8 && total < n.likes; round++) {
      const draws = Math.ceil((n.likes - total) * (round === 0 ? 1.08 : 1.5)) + 100;
      for (let from = 1; from <= draws; from += BATCH) {
        await db.query(`
          INSERT INTO bench_like SELECT "postId", f, "publishedAt" + random() * (now() - "publishedAt")
          FROM (${interactionSource(n)}) s`, [from, Math.min(draws, from + BATCH - 1)]);
      }
      const { rows } = await db.query<{ n: number }>(`SELECT count(DISTINCT ("postId", f))::int AS n FROM bench_like`);
      total = rows[0].n;
    }
    const r = await db.query(`
      INSERT INTO "Like" ("postId", "userId", "createdAt")
      SELECT "postId", pg_temp.bid('f', f), min("createdAt") FROM bench_like
      GROUP BY "postId", f ORDER BY "postId", pg_temp.bid('f', f) LIMIT ${n.likes}`);
    await db.query(`DROP TABLE bench_like`);
    return r.rowCount ?? 0;
  });
}

async function comments(db: pg.Client, n: Sizes) {
  await step("Comment", async () => {
    let total = 0;
    while (total < n.comments) {
      const r = await db.query(`
        INSERT INTO "Comment" ("id", "postId", "userId", "content", "createdAt")
        SELECT gen_random_uuid(), "postId", pg_temp.bid('f', f),
               (ARRAY['Love this!', 'Amazing as always', 'So beautiful', 'Can''t wait for the next one', 'Wow', 'Great shot, where was this?'])[1 + (j % 6)],
               "publishedAt" + random() * (now() - "publishedAt")
        FROM (${interactionSource(n)}) s
        LIMIT ${Math.min(BATCH, n.comments - total)}`, [1, Math.ceil(Math.min(BATCH, n.comments - total) * 1.06) + 100]);
      total += r.rowCount ?? 0;
    }
    return total;
  });
}

async function counters(db: pg.Client) {
  await step("Post.likeCount/commentCount", async () => {
    const a = await db.query(`
      UPDATE "Post" p SET "likeCount" = x.n FROM (SELECT "postId", count(*)::int AS n FROM "Like" GROUP BY 1) x
      WHERE p."id" = x."postId"`);
    await db.query(`
      UPDATE "Post" p SET "commentCount" = x.n FROM (SELECT "postId", count(*)::int AS n FROM "Comment" GROUP BY 1) x
      WHERE p."id" = x."postId"`);
    return a.rowCount ?? 0;
  });
}

async function chat(db: pg.Client, n: Sizes) {
  // Conversations between a fan and a creator they subscribe(d) to (the first pairs of the
  // shuffled pair table), participants sorted as the app stores them.
  await step("Conversation", async () => {
    await db.query(`
      CREATE TEMP TABLE bench_conv AS
      SELECT bp.n AS k, pg_temp.bid('v', bp.n) AS id, pg_temp.bid('f', bp.f) AS fan, pg_temp.bid('c', bp.c) AS creator,
             now() - interval '10 days' - random() * interval '300 days' AS created
      FROM bench_pair bp WHERE bp.n <= ${n.conversations}`);
    await db.query(`ALTER TABLE bench_conv ADD PRIMARY KEY (k)`);
    const r = await db.query(`
      INSERT INTO "Conversation" ("id", "participantAId", "participantBId", "lastActivity", "createdAt")
      SELECT id, LEAST(fan, creator), GREATEST(fan, creator), created, created FROM bench_conv`);
    return r.rowCount ?? 0;
  });
  // Busier conversations first (skewed), either side sending, read unless recent.
  await step("Message", () =>
    batched(db, n.messages, `
      INSERT INTO "Message" ("id", "conversationId", "senderId", "receiverId", "content", "messageType", "isRead", "readAt", "createdAt")
      SELECT gen_random_uuid(), bc.id,
             CASE WHEN s.fromFan THEN bc.fan ELSE bc.creator END,
             CASE WHEN s.fromFan THEN bc.creator ELSE bc.fan END,
             (ARRAY['Hi!', 'Thanks for subscribing', 'Loved your last post', 'When is the next shoot?', 'See you soon', 'Merci beaucoup'])[1 + (s.j % 6)],
             'text', t.at < now() - interval '1 day' OR s.j % 2 = 0,
             CASE WHEN t.at < now() - interval '1 day' OR s.j % 2 = 0 THEN LEAST(now(), t.at + interval '1 hour') END,
             t.at
      FROM (SELECT j, 1 + floor(${n.conversations} * power(random(), 1.3))::int AS k, random() < 0.5 AS fromFan
            FROM generate_series($1::int, $2::int) j) s
      JOIN bench_conv bc ON bc.k = s.k
      CROSS JOIN LATERAL (SELECT bc.created + random() * (now() - bc.created) AS at) t`),
  );
  await step("Conversation.lastMessage", async () => {
    const r = await db.query(`
      UPDATE "Conversation" c SET "lastMessageId" = l."id", "lastActivity" = l."createdAt"
      FROM (SELECT DISTINCT ON ("conversationId") "conversationId", "id", "createdAt" FROM "Message"
            ORDER BY "conversationId", "createdAt" DESC, "id" DESC) l
      WHERE c."id" = l."conversationId"`);
    return r.rowCount ?? 0;
  });
}

async function main() {
  const { scale, reset } = parseArgs(process.argv.slice(2));
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const db = await connect(url);
  const t0 = performance.now();
  try {
    console.log(await assertRealPostgres(db));
    await applyMigrations(url, (m) => console.log(`[migrate] ${m}`));
    const n = sizesFor(scale);
    console.log(`scale ${scale}:`, n);
    const hash = await hashPassword(BENCH_PASSWORD);
    await restorePending(db, (m) => console.log(m));
    await prepare(db, reset);
    let deferred: Deferred | null = await dropSecondary(db, BULK_TABLES);
    try {
      await users(db, n, hash);
      await subscriptions(db, n);
      await posts(db, n);
      await likes(db, n);
      await comments(db, n);
      await counters(db);
      await chat(db, n);
    } finally {
      // indexes and foreign keys come back (and are checked) even when a step failed
      const d = deferred;
      deferred = null;
      await step("indexes + foreign keys", async () => {
        await restore(db, d, (m) => console.log(m));
        return 0;
      });
    }
    // VACUUM too: a freshly loaded table has no page marked all-visible, so PostgreSQL cannot use
    // the index-only scans the app's statements are planned for until autovacuum comes by.
    await step("VACUUM (ANALYZE)", async () => {
      await db.query("VACUUM (ANALYZE)");
      return 0;
    });
    await db.query(`INSERT INTO "AppMeta" ("key", "value", "updatedAt") VALUES ('bench_scale', $1, now())
                    ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "updatedAt" = now()`, [String(scale)]);
    const total = (performance.now() - t0) / 1000;
    console.log(`total ${total.toFixed(1)} s (${(total / 60).toFixed(1)} min)`);
    const { rows } = await db.query<{ size: string }>("SELECT pg_size_pretty(pg_database_size(current_database())) AS size");
    console.log(`database size ${rows[0].size}`);
  } finally {
    await db.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
