import type { Tag } from "@/lib/openapi/types";

// The hand-written prose of the API reference: the conventions every endpoint follows (the
// document's info.description) and what holds for a whole area (each tag's description).
// Links are relative to docs/, where docs/api.md is generated from this document.

export const API_TITLE = "Velvet API";
export const API_VERSION = "0.1.0";

export const API_INTRO = `The REST contract of the web app (\`app/api/**\`), generated from the zod schemas the route
handlers validate with (\`lib/openapi/\`). The socket.io events of the chat are in [realtime.md](realtime.md);
who may see a post or a file is decided in one place, described in
[architecture.md](architecture.md#who-may-see-what). Settings are in the
[README's configuration table](../README.md#configuration). The same document is served as OpenAPI 3.1 at
\`GET /api/openapi.json\`.

**Paths.** Everything lives under \`/api\` (no doubled \`/api/api\`). JSON in and out; multipart for uploads.
A path with undecodable percent-encoding is 400.

**Auth.** \`Authorization: Bearer <token>\` (from register or login), or the browser's next-auth session
cookie (the same signed token). "bearer" below means either; "optional" means anyone, and a token, when
sent, changes the answer; "admin" means the ADMIN role, checked in the database (401 anonymous, 403
members). A browser's POST/PUT/PATCH/DELETE without a bearer token is refused with 403 "Cross-site
request refused" unless it comes from the site itself (\`Sec-Fetch-Site\`, else \`Origin\` = \`APP_URL\`).

**Errors.** \`{ success: false, code, message, params?, errors?, fieldCodes? }\` with a true status: 400
invalid input (field errors in \`errors\`: field path -> texts, and each text's code in \`fieldCodes\`), 401
missing or bad token, 402 card declined, 403 not allowed, 404 unknown, 409 taken, 413 too large, 415 wrong
media type, 429 rate limited, 451 closed to the visitor's region, 503 database unavailable. \`code\` is a
stable UPPER_SNAKE_CASE code (the list: \`shared/errors/codes.ts\`, e.g. \`CARD_DECLINED\`); \`message\` is
its text in the request's language: the signed-in member's saved language, else the \`NEXT_LOCALE\`
cookie, else \`Accept-Language\` (ar-TN and aeb read as Tunisian), else Tunisian (\`tn\`); English answers
keep the schema's own wording for field problems. The admin API (\`/api/admin/**\`) answers in French.
Bad input never produces a 500 and never a stack trace.

**Limits.** JSON endpoints take \`Content-Type: application/json\` only (415 otherwise, when a body is sent)
and read at most 64 KB of it as it streams (413 while the client is still sending). Text containing NUL
bytes or unpaired surrogates is refused with 400. Lists take \`page\` and \`limit\`; the limit is capped
server-side.

**Ids, money, times.** Ids are UUIDs; a malformed id in a path is simply unknown (404). Money is integer
cents in the database and a decimal number of dollars in JSON; times are ISO strings in UTC.
Every answer carries an \`x-request-id\` header, also present in the server's log line.`;

export const TAGS: Tag[] = [
  {
    name: "Reports and appeals",
    description: `Anyone can report a post, comment, message or profile; the author of decided content appeals once.
What each decision does, and whose content may be shown: [decision 031](decisions/031-moderation.md).`,
  },
  {
    name: "Back office: moderation and members",
    description: `The moderation and appeal queues, and the members section (admin only; every action audited).`,
  },
  {
    name: "Accounts and sessions",
    description: `Sign-up, sign-in (members by e-mail, admins by username), two-factor sign-in, sessions and
sign-out. Every token is backed by a server-side session that can be ended. The browser session itself is
next-auth's (\`/api/auth/*\`).`,
  },
  {
    name: "Posts",
    description: `Who may see a post and its media: [architecture.md](architecture.md#who-may-see-what)
(\`lib/access/posts.ts\`, the one module every endpoint below uses).

**Locked posts.** Where a list may contain posts the viewer cannot see (the home feed's suggested posts),
such a post comes as a *locked preview*: \`_id\`, \`author\`, \`likeCount\`, \`commentCount\`, \`publishedAt\`,
\`createdAt\`, \`isLiked\`, \`mediaCount {images, videos}\`, \`locked: true\`, and \`title: null\`, \`content: null\`,
\`images: []\`, \`videos: []\` (no \`status\`). A visible post has \`locked: false\`.
Every post also carries \`price\` (pay-per-view, or null), \`freeForSubscribers\`, \`purchased\` (the viewer
bought it), \`publishAt\`, \`expiresAt\`, \`previews\` (each medium in order: \`{type, placeholder, width,
height, duration?}\`, never a URL or key) and \`preview {placeholder, videoSeconds}\` (the first placeholder, the
videos' lengths): a locked post shows its price, its counts, its media as blurred previews of their shape and
its videos' lengths. Each medium of a visible post carries its \`placeholder\` (a ThumbHash, base64, decoded by the
page to a blurred picture painted before the medium loads), \`width\`, \`height\` and \`duration\` (seconds, videos)
([decision 079](decisions/079-thumbhash-placeholders.md)). A priced post is
locked for subscribers too until bought (unless free for subscribers); a bought post stays open to its buyer.
Likes and comments on a post the viewer cannot see: 403; unknown (or someone else's unpublished) post:
404 "Post not found".`,
  },
  {
    name: "Media",
    description: `Private media (post files, chat attachments) are served only through signed, time-limited
links issued to a viewer allowed by the [access rule](architecture.md#who-may-see-what); public images
(avatars, covers) by key.
- Photos are re-encoded by sharp (EXIF rotation applied, all metadata incl. GPS dropped, ≤ 2560 px);
  videos (MP4, WebM, QuickTime, checked by magic bytes) are stored as sent. Images over
  \`MEDIA_MAX_PHOTO_PIXELS\` (100 megapixels) are refused from their header, before decoding (413
  \`PHOTO_TOO_MANY_PIXELS\`).
- Post and chat photos also get WebP copies 320 to 1920 px wide (those narrower than the photo), offered by the
  access answer as a signed \`srcset\` ([decision 080](decisions/080-responsive-photo-widths.md)); every medium's
  \`placeholder\` is a ThumbHash ([decision 079](decisions/079-thumbhash-placeholders.md)).
- Storage: local disk or S3-compatible, see [architecture.md](architecture.md#media-storage).`,
  },
  {
    name: "Uploads",
    description: `Resumable uploads (tus 1.0: core, creation, termination, expiration) for large files and
unreliable connections: create an upload, send its bytes in one or more PATCHes, resume from HEAD's
\`Upload-Offset\` after a drop, then pass its id in \`uploads\` when creating a post or a chat attachment, where
it is checked by content like a multipart file ([decision 072](decisions/072-resumable-uploads-tus.md)).`,
  },
  {
    name: "Profiles",
    description: `The signed-in user's own profile and the public profiles of others. Other members see
\`displayName\` in place of the legal names: their answers carry \`firstName\` = the display name,
\`lastName\` = "" and \`displayName\`.`,
  },
  {
    name: "Payout methods and saved cards",
    description: `Owner only; someone else's id is 404. The first one added is the default; deleting the
default promotes the newest remaining one.`,
  },
  {
    name: "Subscriptions",
    description: `- Access rule (\`lib/access/subscription.ts\`, the only definition): status active or cancelled
  and end date > now. So an expired subscription loses access the moment its end date passes, job or not.
- **Counts**: \`subscriberCount\` / \`subscriptionCount\` everywhere count subscriptions that give access now
  (the same rule). A cancelled subscription therefore still counts until its end date.
- **Expiry job**: \`expireDueSubscriptions(now)\` (\`lib/subscriptions/expire.ts\`) flips active/cancelled rows
  past their end date to expired and notifies each subscriber (\`subscription_expired\`, actionUrl
  \`/profile/{creatorUsername}\`). It runs every \`SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS\` (default 60, 0 = off)
  on the job queue, in one app instance per period (\`lib/jobs/registry.ts\`). Each batch is one
  \`UPDATE ... RETURNING\` (status re-checked, \`FOR UPDATE SKIP LOCKED\`), so even runs made at once
  (a script beside the app) flip and notify a row once.
- Charges go through the payment provider, see [architecture.md](architecture.md#payments).`,
  },
  {
    name: "Offers: bundles, promotions, free trials",
    description: `A creator's ways to sell beyond the monthly price (issue 21, [decision 062](decisions/062-subscription-offers.md)).
- **One price function**: \`subscriptionCharge\` (\`shared/pricing.ts\`) computes every amount in minor units:
  list = monthly × months; discount = floor(list × percent / 100) (rounded down); charged = list − discount.
  The checkout confirmation shows the same figure (from \`GET /api/users/{username}/offers\`) and may send it back
  as \`expectedAmount\`: if the price changed meanwhile, 409 \`PRICE_CHANGED\` and nothing is charged.
- **Bundles** (3, 6 or 12 months, 1–90 % off) are charged once; the subscription's \`endDate\` is that many
  calendar months away. **Promotions** take their percentage off the first month only, for new (never
  subscribed) and/or expired fans, once per fan, at most \`maxClaims\` fans, until \`endsAt\`; offers never stack.
  **Free trials** give \`days\` of access without a charge, one per fan per creator, ever.
- **Renewals are monthly at the creator's price** whatever the first period was (bundle, promotion or trial);
  the subscription records the offer of its current period (\`bundleMonths\`, \`discountPercent\`,
  \`promotionId\`, \`trial\`), cleared by the renewal.`,
  },
  {
    name: "Tips",
    description: `Any verified member can be tipped (profile, feed and chat all offer it), not only users with a price;
an unverified one is refused (403 \`creator_not_verified\`, see [Verification](#verification-and-age-assurance)).
A tip is refunded only by the platform (an admin's refund, or a chargeback through the provider).`,
  },
  {
    name: "Payments",
    description: `Money goes through a payment provider (docs/decisions/025-money.md; the built-in \`test\` provider by
default): cards are tokenised by it, a charge may need the payer's confirmation on its page (3-D Secure),
and its signed webhooks report confirmations, refunds and chargebacks. Each charge is a payment with
balanced ledger entries (payer's card, platform fee \`PLATFORM_FEE_PERCENT\`, creator's earnings held
\`PAYOUT_HOLD_DAYS\`). Amounts are in \`CURRENCY\` (default TND), decimal in JSON.`,
  },
  {
    name: "Earnings and payouts",
    description: `A creator's own money, from the double-entry ledger ([decision 025](decisions/025-money.md)); the
viewer's own only (there is no way to name anyone else). Of each charge the creator's part (gross less the
platform's \`PLATFORM_FEE_PERCENT\`) is **pending** for \`PAYOUT_HOLD_DAYS\`, then **available**; a refund or
chargeback takes it back at once (available may go negative; later earnings make up for it). A payout takes
an amount out of available into "in transit" until an admin marks it sent (**paidOut**) or failed (back to
available). Amounts are decimals of \`CURRENCY\`; months and days are UTC.`,
  },
  {
    name: "Back office: payouts and payments",
    description: `Admin only (the ADMIN role, checked in the database). The payout queue: a pending payout is
marked sent or failed once; the creator is notified either way (\`payout_completed\` when sent, \`system\`
when failed). Every payment, by status and kind, searchable by payer and creator.`,
  },
  {
    name: "Review and takedowns",
    description: `Review before publication (\`MODERATION_MODE\`, default \`pre\`): a post of a creator an admin has not
marked trusted starts \`in_review\`, visible to its owner only (with its \`status\`), and waits in the review
queue; an admin approves (published now, subscribers notified then) or rejects it with a reason (\`rejected\`).
A trusted creator's posts publish at once and \`MODERATION_SAMPLE_PERCENT\` of them are also queued as
"sampled" (rejecting one takes it down: \`removed\`). Copyright notices are filed by anyone through
\`POST /api/takedowns\` (the \`/dmca\` form); an upheld notice takes the named posts down (\`removed\`), the
creator may answer once with a counter-notice, after which an admin may restore. Authors are told each
decision (a \`system\` notification and an e-mail in their language, the reason verbatim); claimants by e-mail.
A creator with 2 or more upheld notices is a repeat infringer. Every admin action is in the audit log.`,
  },
  {
    name: "Back office: dashboard and content",
    description: `Admin only (the ADMIN role, checked in the database: 401 anonymous, 403 members). The dashboard's
counts; creator categories; blog articles (published server-rendered at \`/blog\` and \`/blog/{slug}\` with SEO
metadata, drafts 404); the editable help pages (\`/help\`, \`/guidelines\`, \`/safety\`, \`/creator-support\`: a
stored text replaces the default text in its language only). Every write is recorded in the audit log in the
same transaction.`,
  },
  {
    name: "Back office: known-abuse hash lists",
    description: `Admin only. Lists of PDQ hashes (Meta's open perceptual hash) of known abuse material, imported from
hash-sharing programmes or fed by moderation: a photo taken down for \`underage\` or \`non-consensual\` joins the
internal list of that reason. Every photo uploaded (posts, chat, avatar, cover) is hashed; one within Hamming
distance 31 of a listed hash is refused with 422 \`MEDIA_BLOCKED\` (the message does not say why), kept in
quarantine (never served by the media routes) and reported against the uploader in the moderation queue with
the list, the distance and the file. Writes are audited.`,
  },
  {
    name: "Categories",
    description: `Creator categories: a creator chooses up to 3 in their settings; \`/categories\` lists them with their
creators, and discover filters by one (\`?category=slug\` on featured and trending).`,
  },
  {
    name: "Verification and age assurance",
    description: `A member becomes a creator who can be paid only after an admin approved their identity documents
([decision 035](decisions/035-identity-verification.md)); until then subscribe, tip, purchase and payout
answer 403 \`creator_not_verified\` and discovery and search leave them out. Fans' age: every account has
the declared date of birth of sign-up; visitors from \`AGE_ASSURANCE_REQUIRED_COUNTRIES\` need a strong check
(the built-in one: an identity document reviewed by an admin) before any adult media
([docs/age-assurance.md](age-assurance.md)).`,
  },
  {
    name: "Co-performer consent",
    description: `A post showing anyone besides its creator names each co-performer: a verified creator, who accepts
or declines the tag, or a person with a signed release and identity document. A post with a pending or
declined co-performer is not published ([decision 036](decisions/036-co-performer-consent.md)).`,
  },
  {
    name: "Back office: verifications",
    description: `Admin only. The identity queue (creator verifications and age checks), decisions with a reason
(audited, told to the member), the private documents through 5-minute signed links, and a post's consent records.`,
  },
  {
    name: "Discovery and search",
    description: `Creators are identity-verified members with a subscription price. Counts use the access rule of
[Subscriptions](#subscriptions).

**Freshness.** Trending and featured read the \`CreatorStats\` table (one row per creator: subscriberCount,
recentSubscribers, postCount), recomputed by \`refreshCreatorStats()\` (\`lib/discovery/stats.ts\`: one
\`INSERT ... SELECT ... ON CONFLICT DO UPDATE\` + delete of users who lost their price, under a
transaction-level advisory lock so several instances never refresh at once) every
\`TRENDING_REFRESH_SECONDS\` (default 60, so **figures and membership of these lists are up to a minute
old**), once at start-up and after the demo seed. A creator's subscriberCount and postCount there are
computed as the profile's are (below), at the refresh's time
([decision 098](decisions/098-creator-stats-refresh-without-a-subscription-scan.md)). Names, avatars,
bios and prices are read live. Each list
is one statement walking an index of its order (\`lib/discovery/queries.ts\`). Trending's totalCount is the
number of creators the last refresh wrote, stored by the same statement in \`CreatorStatsTotal\` (one row),
so it always matches the list; featured (filtered) counts its rows.

**Profile counts** (\`GET /api/users/{username}\`, \`GET /api/users/me\`, search \`followerCount\`) stay exact at
the moment of the request: \`subscriberCount\` is the creator's \`CreatorSubscriberTally\` (rows with status
active or cancelled, kept by statement triggers on \`Subscription\` in every writing transaction) minus their
rows already past the end date that the expiry job has not flipped yet (a short index range), see
[architecture.md](architecture.md#database-and-migrations).`,
  },
  {
    name: "Notifications",
    description: `- Created by the events: new subscriber (\`subscription\`), subscription expired
  (\`subscription_expired\`), tip (\`payment_received\`), and, through \`lib/notifications/events.ts\` for the
  posts and chat areas, like (\`post_like\`, actionUrl \`/profile\`), new post by a creator you subscribe to
  (\`new_post\`, to every subscriber with access, actionUrl \`/profile/{author}\`), message (\`message\`,
  actionUrl \`/chat?user={sender}\`). All go through \`insertNotifications\` (\`lib/notifications/notify.ts\`;
  \`notify()\` / \`notifyMany()\` for values), which respect the recipient's preferences and never notify yourself.
- Stored as a \`template\` with \`params\` (\`lib/notifications/templates.ts\`), said in the reader's language when read
  (\`title\`, \`message\`), with ICU plural rules (Tunisian counts like Arabic); the sender is named by their public name.
  Likes of one post are grouped while unread.
- Unread counts are computed from rows, so they never go below 0. Signed-in browsers get them pushed by the realtime
  service (\`unread_counts\`, [realtime.md](realtime.md)) the moment they change.`,
  },
  {
    name: "Contact and newsletter",
    description: `Public forms (rate limited per client) and their admin lists (admin only: 401 anonymous,
403 members; role checked in the database).`,
  },
  {
    name: "Account settings and password reset",
    description: `Pages: \`/forgot-password\`, \`/reset-password?token=\`, \`/settings\` (signed in; \`#password\`,
\`#notifications\`). The two password-reset routes sit beside next-auth's \`app/api/auth/[...nextauth]\`; the
specific folders win. \`password\` and \`locale\` are reserved usernames (they are path segments under
\`/api/users/\`).`,
  },
  {
    name: "Chat",
    description: `REST routes under \`app/api/chat/\`, bearer or session cookie. Sending, typing, receipts and
presence are socket.io events of the realtime service: [realtime.md](realtime.md). Who may message whom:
[realtime.md](realtime.md#who-may-message-whom).`,
  },
  {
    name: "Geo-blocking and blocks",
    description: `Who an author is closed to is one rule (\`lib/access/audience.ts\`): visitors from a country or
region the author geo-blocked (451 \`GEO_BLOCKED\`), and members the author blocked (404, as if unknown). The
visitor's country comes from the client address (\`TRUSTED_PROXIES\`) through an offline IP-to-country
database ([decision 037](decisions/037-ip-to-country-geoip-country.md)); the region only from a trusted
proxy's \`GEO_REGION_HEADER\`. The operator's \`BLOCKED_COUNTRIES\` answers every page and endpoint but
\`/api/health\` and \`/api/ready\` with 451 (\`COUNTRY_BLOCKED\` for the API). Blocks:
[decision 038](decisions/038-member-blocks.md). \`blocks\` and \`block\` are reserved usernames.`,
  },
  {
    name: "Leak tracing",
    description: `Every fan's copy of a photo or video carries an invisible mark; a creator (or an admin) uploads a
leaked copy and learns which fan it came from. A creator may add a visible mark to their new media:
[decision 085](decisions/085-leak-tracing-receipts-and-marks.md), [decision 094](decisions/094-leak-trace-flow-and-visible-mark.md).`,
  },
  {
    name: "Privacy rights",
    description: `Delete my account (grace period, restore), download my data, the admins' erasure and exports. What is
kept, why and how long: [privacy.md](privacy.md) (one table, \`lib/privacy/retention.ts\`).`,
  },
  {
    name: "Service",
    description: `Health checks for launchers and load balancers, the benchmark baseline, and this document.`,
  },
];
