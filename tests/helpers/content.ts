// Set-up helpers for the content tests (posts, media, profiles, wallet).
import sharp from "sharp";
import { api, baseUrl, fetchOnce, uniqueUser } from "./http";
import { markTrustedCreator, prisma } from "./db";
import { markCreatorVerified } from "./verification";

const rnd = () => Math.floor(Math.random() * 254) + 1;

export type TestUser = { id: string; token: string; username: string; email: string };

/** A new member through the API, marked a trusted creator (posts publish at once) unless `untrusted`, and identity-verified unless `verified: false`. */
export async function registerUser(opts: { untrusted?: boolean; verified?: boolean } = {}): Promise<TestUser> {
  const u = uniqueUser();
  // each test user signs up from its own address, so the sign-up rate limit (per network) is not hit
  const ip = `10.${rnd()}.${rnd()}.${rnd()}`;
  const res = await api("/api/users/register", { method: "POST", body: u, headers: { "x-forwarded-for": ip } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  if (!opts.untrusted) await markTrustedCreator(res.json._id);
  if (opts.verified !== false) await markCreatorVerified(res.json._id);
  return { id: res.json._id, token: res.json.token, username: res.json.username, email: res.json.email };
}

/** A subscription row (issue 4 brings the subscribe endpoint); `expired` puts its end in the past. */
export async function subscribe(subscriber: TestUser, creator: TestUser, opts: { expired?: boolean } = {}) {
  const day = 24 * 3600 * 1000;
  await prisma.subscription.upsert({
    where: { subscriberId_creatorId: { subscriberId: subscriber.id, creatorId: creator.id } },
    create: {
      subscriberId: subscriber.id,
      creatorId: creator.id,
      priceCents: 999,
      paymentMethod: "stripe",
      status: opts.expired ? "expired" : "active",
      startDate: new Date(Date.now() - 40 * day),
      endDate: new Date(Date.now() + (opts.expired ? -day : 30 * day)),
    },
    update: { status: opts.expired ? "expired" : "active", endDate: new Date(Date.now() + (opts.expired ? -day : 30 * day)) },
  });
}

/** A JPEG made by sharp, with EXIF (including GPS) so tests can check it is dropped. */
export async function jpeg(width = 400, height = 300, color = "#c0392b"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: "secret-owner", ImageDescription: "at home" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 48/1 0/1" } })
    .toBuffer();
}

export async function png(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).png().toBuffer();
}

/** The start of an MP4 file (ftyp box, then padding): enough for content sniffing. */
export function mp4(size = 4096): Buffer {
  const head = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  const body = Buffer.alloc(size - head.length);
  for (let i = 0; i < body.length; i++) body[i] = i % 251;
  return Buffer.concat([head, body]);
}

/** The start of a WebM file (EBML header with DocType webm). */
export function webm(size = 2048): Buffer {
  const head = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff", "hex");
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
}

export type Upload = { bytes: Buffer; name: string; type?: string; caption?: string };

/** Multipart calls (uploads). */
export function apiForm(path: string, opts: { method?: string; token?: string; form: FormData }) {
  return api(path, { method: opts.method ?? "POST", token: opts.token, form: opts.form });
}

export function postForm(fields: { title?: string; description?: string }, files: Upload[], captionsAsJson = true): FormData {
  const form = new FormData();
  if (fields.title !== undefined) form.append("title", fields.title);
  if (fields.description !== undefined) form.append("description", fields.description);
  for (const f of files) form.append("media", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/octet-stream" }), f.name);
  if (captionsAsJson) form.append("captions", JSON.stringify(files.map((f) => f.caption ?? "")));
  else for (const f of files) form.append("captions", f.caption ?? "");
  return form;
}

export async function createPost(user: TestUser, files?: Upload[], fields = { title: "Hello", description: "Exclusive words" }) {
  const res = await apiForm("/api/posts/exclusive-content", {
    token: user.token,
    form: postForm(fields, files ?? [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg", caption: "first" }]),
  });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.post;
}

/** Raw GET of a URL path (for bytes, not JSON). */
export async function fetchRaw(path: string, headers: Record<string, string> = {}) {
  const res = await fetchOnce(new URL(path, baseUrl()), { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export function imageForm(field: string, bytes: Buffer, name = "crop.jpg", type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
