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
import os from "node:os";
import { hashPassword } from "../lib/auth/password";
import { applyMigrations } from "../lib/db/migrate";
import { assertRealPostgres, benchDatabaseUrl, connect, ensureDatabase } from "./lib/db";
import { BENCH_PASSWORD, createIdFunction, createSeqIdFunction, sizesFor, type Sizes } from "./lib/ids";
import { dropSecondary, restore, restorePending, type Deferred } from "./lib/bulk";
import type pg from "pg";

const BULK_TABLES = [
  "User", "Subscription", "Post", "Media", "PostMedia", "Like", "Comment", "Conversation", "Message",
  "Payment", "LedgerEntry", "Purchase", "Notification", "Report",
];

const BATCH = 250_000;

/** The largest data set this tool has been run to the end at (bench/README.md: time and size of --scale 10). */
const MAX_SCALE = 10;

function parseArgs(argv: string[]) {
  let scale = 1;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--scale") scale = Number(argv[++i]);
    else if (argv[i].startsWith("--scale=")) scale = Number(argv[i].slice(8));
    else if (argv[i] === "--reset") reset = true;
    else throw new Error(`unknown argument ${argv[i]} (use --scale N [--reset])`);
  }
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new Error(`--scale must be in (0, ${MAX_SCALE}]`);
  return { scale, reset };
}

let niced = false;

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
  "PaymentWebhookEvent", "TestProviderCard", "TestProviderCharge", "Report", "UnreadChange",
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
  await db.query("SET maintenance_work_mem = '1GB'");
  await db.query(`SET max_parallel_maintenance_workers = ${niced ? 0 : 2}`);
  await db.query("SELECT setseed(0.42)");
  await db.query(createIdFunction());
  await db.query(createSeqIdFunction());
  await db.query("CREATE TEMP SEQUENCE bench_seq");
}

async function users(db: pg.Client, n: Sizes, hash: string) {
  await step("User (creators)", () =>
    batched(db, n.creators, `
      INSERT INTO "User" ("id", "username", "email", "passwordHash", "firstName", "lastName", "dateOfBirth", "role",
                          "bio", "location", "subscriptionPrice", "verifiedAt", "locale", "createdAt", "updatedAt")
      SELECT pg_temp.bid('c', i), 'creator_' || lpad(i::text, GREATEST(5, length(i::text)), '0'), 'creator_' || lpad(i::text, GREATEST(5, length(i::text)), '0') || '@bench.example.com',
             $3, 'Creator', lpad(i::text, GREATEST(5, length(i::text)), '0'), date '1975-01-01' + (i % 9000), 'MEMBER',
             'Bench creator number ' || i || '. Photos, videos and behind the scenes.', 'Tunis',
             499 + (i % 16) * 100, now() - interval '1 year', 'en', now() - interval '2 years' + random() * interval '1 year', now()
      FROM generate_series($1::int, $2::int) i`, [hash]),
  );
  await step("User (fans)", () =>
    batched(db, n.fans, `
      INSERT INTO "User" ("id", "username", "email", "passwordHash", "firstName", "lastName", "dateOfBirth", "role",
                          "locale", "createdAt", "updatedAt")
      SELECT pg_temp.bid('f', i), 'fan_' || lpad(i::text, GREATEST(6, length(i::text)), '0'), 'fan_' || lpad(i::text, GREATEST(6, length(i::text)), '0') || '@bench.example.com',
             $3, 'Fan', lpad(i::text, GREATEST(6, length(i::text)), '0'), date '1970-01-01' + (i % 11000), 'MEMBER',
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
      SELECT pg_temp.sid(1, n), pg_temp.bid('f', f), pg_temp.bid('c', c),
             (CASE WHEN r < 0.72 THEN 'active' WHEN r < 0.85 THEN 'cancelled' ELSE 'expired' END)::"SubscriptionStatus",
             499 + (c % 16) * 100, 'ledger', start,
             CASE WHEN r < 0.85 THEN now() + interval '1 hour' + random() * interval '29 days'
                  ELSE start + (0.1 + 0.85 * random()) * (now() - start) END,
             CASE WHEN r >= 0.72 AND r < 0.85 THEN start + random() * (now() - start) END,
             start, now()
      FROM (SELECT n, f, c, random() AS r, now() - random() * interval '365 days' AS start
            FROM bench_pair WHERE n BETWEEN $1 AND $2) s`),
  );
}

async function posts(db: pg.Client, n: Sizes) {
  // Post j belongs to creator 1 + (j-1) % creators (so creator c's posts are c, c+C, c+2C ...).
  // 96% published, 2% draft, 2% unpublished. One post in ten is pay-per-view (priced): the
  // creator's posts number m = 3, 13, 23 ... (m = (j - 1) / creators), which the purchases draw from.
  await step("Post", () =>
    batched(db, n.posts, `
      INSERT INTO "Post" ("id", "authorId", "title", "content", "status", "commentsEnabled", "priceCents", "publishedAt", "createdAt", "updatedAt")
      SELECT pg_temp.bid('p', j), pg_temp.bid('c', 1 + (j - 1) % ${n.creators}), 'Post ' || j,
             'Behind the scenes of shoot number ' || j || '. Thank you for the support, more next week!',
             (CASE j % 50 WHEN 0 THEN 'draft' WHEN 1 THEN 'unpublished' ELSE 'published' END)::"PostStatus",
             j % 20 <> 0, CASE WHEN ((j - 1) / ${n.creators}) % 10 = 3 THEN 299 + (j % 5) * 100 END, t, t, t
      FROM (SELECT j, now() - random() * interval '365 days' AS t FROM generate_series($1::int, $2::int) j) s`),
  );
  await step("Media (post photos/videos)", () =>
    batched(db, n.posts, `
      INSERT INTO "Media" ("id", "ownerId", "postId", "type", "key", "mimeType", "size", "width", "height", "position", "createdAt")
      SELECT pg_temp.sid(2, j::bigint * 4 + k), pg_temp.bid('c', 1 + (j - 1) % ${n.creators}), pg_temp.bid('p', j),
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
              ORDER BY "postId", "id"`).then((r) => r.rowCount ?? 0),
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
      // de-duplicated and in primary-key order (one sort for both); a top-up round (when the
      // first draw had too many duplicates) skips pairs already in
      const r = await db.query(`
        INSERT INTO "Like" ("postId", "userId", "createdAt")
        SELECT "postId", pg_temp.bid('f', f), min("createdAt") FROM bench_like
        GROUP BY "postId", pg_temp.bid('f', f), f ORDER BY "postId", pg_temp.bid('f', f) LIMIT ${n.likes - total}
        ${round === 0 ? "" : "ON CONFLICT DO NOTHING"}`);
      total += r.rowCount ?? 0;
      await db.query(`TRUNCATE bench_like`);
    }
    await db.query(`DROP TABLE bench_like`);
    return total;
  });
}

async function comments(db: pg.Client, n: Sizes) {
  await step("Comment", async () => {
    let total = 0;
    while (total < n.comments) {
      const r = await db.query(`
        INSERT INTO "Comment" ("id", "postId", "userId", "content", "createdAt")
        SELECT pg_temp.sid(3, nextval('bench_seq')), "postId", pg_temp.bid('f', f),
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
    // one pass (each UPDATE writes a new version of every row it touches)
    const a = await db.query(`
      UPDATE "Post" p SET "likeCount" = x.l, "commentCount" = x.c
      FROM (SELECT "postId", sum(l)::int AS l, sum(c)::int AS c FROM (
              SELECT "postId", 1 AS l, 0 AS c FROM "Like" UNION ALL SELECT "postId", 0, 1 FROM "Comment") u
            GROUP BY 1) x
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
      SELECT pg_temp.sid(4, s.j), bc.id,
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

/**
 * Money, as lib/checkout/complete.ts and lib/payments/ledger.ts write it: a succeeded payment per
 * subscription (the charge of its current or last period) and per pay-per-view purchase (one post
 * in ten is priced), each with its balanced ledger journal (payer_card -gross, platform_fee +fee,
 * creator_balance +net available PAYOUT_HOLD_DAYS later). The journal's constraint trigger checks
 * one journal per row at commit (one index probe per entry); for the load it is off
 * (session_replication_role = replica, which also skips the foreign-key triggers, re-checked when
 * the keys are re-created) and every journal is checked at once by one GROUP BY below instead.
 */
async function money(db: pg.Client, n: Sizes) {
  const FEE = 20; // PLATFORM_FEE_PERCENT's default
  const HOLD = "7 days"; // PAYOUT_HOLD_DAYS's default
  // Each batch reads its range of the subscriptions' primary key (sid(1, n) = subscription n; the
  // payment's id is the same counter under tag 13): a join on computed ids let PostgreSQL hash-join
  // the whole table once per batch (40 full scans at --scale 10).
  await step("Payment (subscriptions)", () =>
    batched(db, n.subscriptions, `
      INSERT INTO "Payment" ("id", "payerId", "payeeId", "kind", "amountCents", "feeCents", "currency", "cardBrand", "cardLast4",
                             "provider", "providerRef", "status", "subscriptionId", "periodStart", "periodEnd",
                             "idempotencyKey", "createdAt", "updatedAt")
      SELECT ('0000000d' || substr(s."id"::text, 9))::uuid, s."subscriberId", s."creatorId", 'subscription', s."priceCents",
             round(s."priceCents" * ${FEE} / 100.0)::int, 'TND', 'visa', '4242', 'test', 'bench-s-' || s."id", 'succeeded', s."id",
             at, at + interval '30 days', 'bench-s-' || s."id", at, at
      FROM "Subscription" s
      CROSS JOIN LATERAL (SELECT GREATEST(s."startDate", s."endDate" - interval '30 days') AS at) t
      WHERE s."id" BETWEEN pg_temp.sid(1, $1) AND pg_temp.sid(1, $2)
      ORDER BY s."id"`),
  );
  await step("purchases (temp)", async () => {
    const perCreator = Math.max(1, Math.floor(n.posts / n.creators));
    const priced = Math.max(1, Math.floor((perCreator - 4) / 10) + 1); // m = 3, 13, ... < perCreator
    await db.query(`
      CREATE TEMP TABLE bench_purchase AS
      SELECT row_number() OVER ()::int AS n, * FROM (
        SELECT DISTINCT ON (p."id", bp.f) bp.f, bp.c, p."id" AS "postId", p."priceCents",
               p."publishedAt" + random() * (now() - p."publishedAt") AS at
        FROM (SELECT 1 + floor(random() * ${n.subscriptions})::int AS pn, 3 + 10 * floor(random() * ${priced})::int AS m
              FROM generate_series(1, ${Math.ceil(n.purchases * 1.1) + 100})) r
        JOIN bench_pair bp ON bp.n = r.pn
        JOIN "Post" p ON p."id" = pg_temp.bid('p', bp.c + ${n.creators} * r.m) AND p."status" = 'published' AND p."priceCents" IS NOT NULL
        ORDER BY p."id", bp.f
      ) x ORDER BY random() LIMIT ${n.purchases}`);
    await db.query(`ALTER TABLE bench_purchase ADD PRIMARY KEY (n)`);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_purchase`);
    n.purchases = rows[0].n;
    return rows[0].n;
  });
  await step("Payment (purchases)", () =>
    batched(db, n.purchases, `
      INSERT INTO "Payment" ("id", "payerId", "payeeId", "kind", "amountCents", "feeCents", "currency", "cardBrand", "cardLast4",
                             "provider", "providerRef", "status", "postId", "idempotencyKey", "createdAt", "updatedAt")
      SELECT pg_temp.sid(11, b.n), pg_temp.bid('f', b.f), pg_temp.bid('c', b.c), 'purchase', b."priceCents",
             round(b."priceCents" * ${FEE} / 100.0)::int, 'TND', 'visa', '4242', 'test', 'bench-p-' || b.n, 'succeeded',
             b."postId", 'bench-p-' || b.n, b.at, b.at
      FROM bench_purchase b WHERE b.n BETWEEN $1 AND $2 ORDER BY b.n`),
  );
  await step("Purchase", () =>
    batched(db, n.purchases, `
      INSERT INTO "Purchase" ("id", "buyerId", "kind", "postId", "amountCents", "currency", "paymentId", "createdAt")
      SELECT pg_temp.sid(12, b.n), pg_temp.bid('f', b.f), 'post', b."postId", b."priceCents", 'TND', pg_temp.sid(11, b.n), b.at
      FROM bench_purchase b WHERE b.n BETWEEN $1 AND $2 ORDER BY b.n`),
  );
  await db.query(`DROP TABLE bench_purchase`);
  await step("LedgerEntry (3 per payment)", async () => {
    await db.query("SET session_replication_role = replica");
    try {
      let rows = 0;
      for (const [tag, total] of [[13, n.subscriptions], [11, n.purchases]] as const) {
        rows += await batched(db, total, `
          INSERT INTO "LedgerEntry" ("id", "journalId", "event", "account", "userId", "amountCents", "currency", "availableAt", "paymentId", "createdAt")
          SELECT pg_temp.sid(14, (${tag}::bigint * 100000000 + p.i) * 4 + l.k), pg_temp.sid(15, ${tag}::bigint * 100000000 + p.i), 'charge', l.account::"LedgerAccount",
                 l."userId", l.amount, 'TND', l."availableAt", p."id", p."createdAt"
          FROM (SELECT ('x' || substr(pay."id"::text, 25))::bit(48)::bigint AS i, pay.* FROM "Payment" pay
                WHERE pay."id" BETWEEN pg_temp.sid(${tag}, $1) AND pg_temp.sid(${tag}, $2)) p
          CROSS JOIN LATERAL (VALUES (1, 'payer_card', p."payerId", -p."amountCents", p."createdAt"),
                                     (2, 'platform_fee', NULL::uuid, p."feeCents", p."createdAt"),
                                     (3, 'creator_balance', p."payeeId", p."amountCents" - p."feeCents", p."createdAt" + interval '${HOLD}'))
                             AS l(k, account, "userId", amount, "availableAt")
          ORDER BY p.i, l.k`);
      }
      return rows;
    } finally {
      await db.query("SET session_replication_role = DEFAULT");
    }
  });
  await step("ledger journals balance (check)", async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "LedgerEntry" GROUP BY "journalId" HAVING sum("amountCents") <> 0) x`);
    if (rows[0].n) throw new Error(`${rows[0].n} ledger journals do not balance`);
    return 0;
  });
  // the entries went in with triggers off: the creators' earnings tallies from the whole ledger (decision 097)
  await step("CreatorEarningsTally (from the ledger)", async () => {
    await db.query(`SELECT "creator_earnings_tally_rebuild"()`);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "CreatorEarningsTally"`);
    return rows[0].n;
  });
}

/**
 * Notifications (templates of lib/notifications/templates.ts): half "new_subscriber" to a creator
 * from a fan, half "new_post" to a fan from a creator they subscribe to; 70 % read, the last 90
 * days. The unread-count outbox trigger (UnreadChange, read by the realtime service to push
 * counts to connected sockets) is skipped for the load (session_replication_role = replica): no
 * one is connected, and its rows would only be swept.
 */
async function notifications(db: pg.Client, n: Sizes) {
  const perCreator = Math.max(1, Math.floor(n.posts / n.creators));
  await step("Notification", async () => {
    await db.query("SET session_replication_role = replica");
    try {
      return await batched(db, n.notifications, `
        INSERT INTO "Notification" ("id", "recipientId", "senderId", "type", "template", "params", "actionUrl", "isRead", "readAt", "createdAt")
        SELECT pg_temp.sid(16, i),
               CASE WHEN i % 2 = 0 THEN pg_temp.bid('c', bp.c) ELSE pg_temp.bid('f', bp.f) END,
               CASE WHEN i % 2 = 0 THEN pg_temp.bid('f', bp.f) ELSE pg_temp.bid('c', bp.c) END,
               (CASE WHEN i % 2 = 0 THEN 'subscription' ELSE 'new_post' END)::"NotificationType",
               CASE WHEN i % 2 = 0 THEN 'new_subscriber' ELSE 'new_post' END,
               CASE WHEN i % 2 = 0 THEN '{}'::jsonb ELSE jsonb_build_object('postTitle', 'Post ' || (bp.c + ${n.creators} * (i % ${perCreator}))) END,
               CASE WHEN i % 2 = 0 THEN '/profile/fan_' || lpad(bp.f::text, GREATEST(6, length(bp.f::text)), '0') ELSE '/profile/creator_' || lpad(bp.c::text, GREATEST(5, length(bp.c::text)), '0') END,
               r < 0.7, CASE WHEN r < 0.7 THEN at + interval '2 hours' END, at
        FROM (SELECT i, 1 + floor(random() * ${n.subscriptions})::int AS pn, random() AS r,
                     now() - random() * interval '90 days' AS at
              FROM generate_series($1::int, $2::int) i) g
        JOIN bench_pair bp ON bp.n = g.pn
        ORDER BY i`);
    } finally {
      await db.query("SET session_replication_role = DEFAULT");
    }
  });
}

/** Reports of posts by fans (docs/decisions/031-moderation.md), four in five decided. */
async function reports(db: pg.Client, n: Sizes) {
  await step("Report", () =>
    batched(db, n.reports, `
      INSERT INTO "Report" ("id", "reference", "reporterId", "reporterLocale", "targetType", "targetId", "targetAuthorId", "reason",
                            "status", "decisionAction", "decisionReason", "decidedAt", "createdAt")
      SELECT pg_temp.sid(17, i), 'R-B' || upper(lpad(to_hex(i), 6, '0')), pg_temp.bid('f', bp.f), 'en', 'post',
             pg_temp.bid('p', bp.c), pg_temp.bid('c', bp.c),
             (ARRAY['spam', 'harassment', 'copyright', 'other'])[1 + i % 4],
             (CASE WHEN i % 5 = 0 THEN 'open' ELSE 'decided' END)::"ReportStatus",
             CASE WHEN i % 5 <> 0 THEN 'dismiss' END, CASE WHEN i % 5 <> 0 THEN 'No breach of the rules found.' END,
             CASE WHEN i % 5 <> 0 THEN at + interval '1 day' END, at
      FROM (SELECT i, 1 + floor(random() * ${n.subscriptions})::int AS pn, now() - random() * interval '365 days' AS at
            FROM generate_series($1::int, $2::int) i) g
      JOIN bench_pair bp ON bp.n = g.pn
      ORDER BY i`),
  );
}

async function main() {
  const { scale, reset } = parseArgs(process.argv.slice(2));
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const db = await connect(url);
  // the draw tables (bench_pair: 10 million rows at --scale 10) are temp tables, read at random by
  // the likes, comments and purchases: they get memory of their own (settable only before the
  // session's first temp table)
  await db.query("SET temp_buffers = '2GB'");
  // run under `nice`: the work is done by this session's PostgreSQL backend, which is given the
  // same niceness when this process may change it (root, or the same user); parallel index
  // builds would add workers it cannot renice, so there are none then
  const niceness = os.getPriority();
  if (niceness > 0) {
    const { rows } = await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    try {
      os.setPriority(rows[0].pid, niceness);
      console.log(`database backend ${rows[0].pid} reniced to ${niceness}`);
    } catch (err) {
      console.log(`database backend ${rows[0].pid} keeps its priority (${err instanceof Error ? err.message : err})`);
    }
    niced = true;
  }
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
      await money(db, n);
      await notifications(db, n);
      await reports(db, n);
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
