import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { env } from "@/lib/env";
import { assertKey } from "@/lib/storage/keys";
import { EMPTY_SHA256, sha256Hex, signV4 } from "@/lib/storage/sigv4";
import type { ByteRange, Storage, StoredObject } from "@/lib/storage/types";

/**
 * S3-compatible driver (STORAGE_DRIVER=s3): S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, and S3_ENDPOINT for non-AWS services (MinIO, R2, ...; path-style URLs).
 * Plain fetch + Signature V4 (lib/storage/sigv4.ts): no SDK dependency.
 */
export function s3Storage(): Storage {
  const e = env();
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_REGION: region } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  const objectUrl = (key: string) =>
    e.S3_ENDPOINT
      ? new URL(`${e.S3_ENDPOINT.replace(/\/$/, "")}/${bucket}/${assertKey(key)}`)
      : new URL(`https://${bucket}.s3.${region}.amazonaws.com/${assertKey(key)}`);

  type Body = Buffer | { file: string; size: number };

  async function send(method: string, key: string, opts: { body?: Body; headers?: Record<string, string> } = {}) {
    const url = objectUrl(key);
    const file = opts.body && !Buffer.isBuffer(opts.body) ? opts.body : undefined;
    // A file is streamed as it is read, so its hash is not known up front: S3's UNSIGNED-PAYLOAD
    // (the headers stay signed; TLS protects the bytes).
    const payloadHash = file ? "UNSIGNED-PAYLOAD" : opts.body ? sha256Hex(opts.body as Buffer) : EMPTY_SHA256;
    const headers = signV4({
      method,
      url,
      headers: { ...opts.headers, ...(file ? { "content-length": String(file.size) } : {}) },
      payloadHash,
      region,
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
      date: new Date(),
    });
    delete headers.host; // fetch sets it from the URL (the same value was signed)
    if (file) {
      const stream = Readable.toWeb(createReadStream(file.file)) as ReadableStream<Uint8Array>;
      return fetch(url, { method, headers, body: stream, duplex: "half" } as RequestInit);
    }
    return fetch(url, { method, headers, body: opts.body ? new Uint8Array(opts.body as Buffer) : undefined });
  }

  const fail = async (what: string, res: Response): Promise<never> => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text().catch(() => "")).slice(0, 200)}`);
  };

  return {
    async put(key, bytes, contentType) {
      const res = await send("PUT", key, { body: bytes, headers: { "content-type": contentType } });
      if (!res.ok) await fail("put", res);
    },

    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      const res = await send("PUT", key, { body: { file: filePath, size }, headers: { "content-type": contentType } });
      if (!res.ok) await fail("put", res);
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const res = await send("GET", key, { headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} });
      if (res.status === 404) return null;
      if (!res.ok || !res.body) return fail("get", res);
      const total = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1] ?? res.headers.get("content-length") ?? "0";
      return { stream: res.body, size: Number(total) };
    },

    async size(key) {
      const res = await send("HEAD", key);
      if (res.status === 404) return null;
      if (!res.ok) return fail("head", res);
      return Number(res.headers.get("content-length") ?? 0);
    },

    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) await fail("delete", res);
    },
  };
}
