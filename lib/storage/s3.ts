import { createReadStream } from "node:fs";
import type { S3Client } from "@aws-sdk/client-s3";
import { env } from "@/lib/env";
import { assertKey } from "@/lib/storage/keys";
import type { ByteRange, Storage, StoredObject } from "@/lib/storage/types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** a non-AWS service (MinIO, R2, ...): path-style URLs under this address */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * A spooled upload goes up as a multipart upload of parts this size, at most UPLOAD_PARTS_IN_FLIGHT
 * at once: what an upload holds in memory, whatever the file's size. 2 GB is 410 parts (S3 allows
 * 10,000). A file smaller than one part is a single PUT.
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_PARTS_IN_FLIGHT = 4;

/** The S3 settings of the environment (STORAGE_DRIVER=s3). */
export function s3SettingsFromEnv(): S3Settings {
  const e = env();
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT || undefined,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** The SDK (about 20 MB of memory once loaded), loaded on the first S3 call: never with the local driver. */
async function connect(s: S3Settings) {
  const [sdk, { Upload }] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  // No keep-alive socket cap: a video being watched holds its GET's socket for as long as it plays,
  // and the SDK's default of 50 would make the 51st viewer wait. 10 s to connect, as fetch had.
  const agent = { keepAlive: true, maxSockets: Infinity };
  const client: S3Client = new sdk.S3Client({
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them (as the SDK did before 2025): S3-compatible services
    // differ in their support of the newer default (CRC32 trailers in aws-chunked bodies).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 10_000, httpAgent: agent, httpsAgent: agent },
  });
  const isMissing = (err: unknown) => err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404;
  return { sdk, Upload, client, isMissing };
}

/** S3-compatible driver (STORAGE_DRIVER=s3), through the AWS SDK. */
export function s3Storage(settings: S3Settings = s3SettingsFromEnv()): Storage {
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => (connection ??= connect(settings));
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentType: contentType }));
    },

    async putFile(key, filePath, contentType) {
      const { Upload, client } = await s3();
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertKey(key), Body: createReadStream(filePath), ContentType: contentType },
        partSize: UPLOAD_PART_BYTES,
        queueSize: UPLOAD_PARTS_IN_FLIGHT,
        // a failed upload aborts its multipart upload, so no orphaned parts are kept (and billed)
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const { sdk, client, isMissing } = await s3();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: assertKey(key), Range }));
        if (!res.Body) throw new Error(`S3 get of ${key} answered no body`);
        const total = /\/(\d+)$/.exec(res.ContentRange ?? "")?.[1];
        return {
          stream: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: total !== undefined ? Number(total) : (res.ContentLength ?? 0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async size(key) {
      const { sdk, client, isMissing } = await s3();
      try {
        return (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: assertKey(key) }))).ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      const { sdk, client, isMissing } = await s3();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
