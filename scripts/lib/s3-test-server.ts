// An S3-compatible server for a test run (s3rver, in this process, files in a temp directory), so
// the S3 storage driver is tested against real S3 requests: tests/api/storage-s3.test.ts reads
// TEST_S3_*; `STORAGE_DRIVER=s3 npm test` runs the whole app on it (docs/decisions/019).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { Supervisor } from "./supervisor";

export type TestS3Env = {
  TEST_S3_ENDPOINT: string;
  TEST_S3_BUCKET: string;
  TEST_S3_REGION: string;
  TEST_S3_ACCESS_KEY_ID: string;
  TEST_S3_SECRET_ACCESS_KEY: string;
};

export async function startS3TestServer(sup: Supervisor): Promise<TestS3Env> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-test-s3-"));
  sup.onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  const bucket = "velvet-test";
  // s3rver knows one key pair, S3RVER / S3RVER: it refuses other access keys (but does not verify
  // V4 signatures; the SDK's signer is AWS's own).
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  // ahead of s3rver's own routes: the two multipart calls it lacks
  (server as unknown as { middleware: MultipartMiddleware[] }).middleware.unshift(multipartExtras(dir));
  const { port } = await server.run();
  sup.onCleanup(() => server.close());
  return {
    TEST_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    TEST_S3_BUCKET: bucket,
    TEST_S3_REGION: "us-east-1",
    TEST_S3_ACCESS_KEY_ID: "S3RVER",
    TEST_S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}

type MultipartContext = { method: string; path: string; query: Record<string, unknown>; status: number; type: string; body: unknown };
type MultipartMiddleware = (ctx: MultipartContext, next: () => Promise<void>) => Promise<void>;

const xmlText = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * ListParts (`GET /{bucket}/{key}?uploadId=`) and AbortMultipartUpload (`DELETE` of the same), which
 * s3rver 3 does not have (405), answered from the parts s3rver keeps on disk
 * (`{dir}/{bucket}/._S3rver_uploads/{uploadId}/{partNumber}` and `.md5`): the resumable uploads'
 * S3 store (@tus/s3-store) lists an upload's parts on every request, and aborts it when it is deleted.
 */
function multipartExtras(dir: string): MultipartMiddleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (typeof uploadId !== "string" || (ctx.method !== "GET" && ctx.method !== "DELETE")) return next();
    const [bucket = "", ...key] = ctx.path.slice(1).split("/");
    const uploadDir = path.join(dir, bucket, "._S3rver_uploads", uploadId);
    if (!/^[\w-]+$/.test(uploadId) || !existsSync(uploadDir)) {
      ctx.status = 404;
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xmlText(uploadId)}</UploadId></Error>`;
      return;
    }
    if (ctx.method === "DELETE") {
      rmSync(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = readdirSync(uploadDir).filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
    const parts = numbers.map((n) => {
      const file = path.join(uploadDir, String(n));
      const md5 = readFileSync(`${file}.md5`, "utf8").trim();
      const st = statSync(file);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${st.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${st.size}</Size></Part>`;
    });
    ctx.status = 200;
    ctx.type = "application/xml";
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(decodeURIComponent(key.join("/")))}</Key><UploadId>${xmlText(uploadId)}</UploadId>` +
      `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>` +
      `${parts.join("")}</ListPartsResult>`;
  };
}

/** The app's S3 settings for the test server (used when a run asks for STORAGE_DRIVER=s3). */
export function appS3Env(s3: TestS3Env): Record<string, string> {
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.TEST_S3_ENDPOINT,
    S3_BUCKET: s3.TEST_S3_BUCKET,
    S3_REGION: s3.TEST_S3_REGION,
    S3_ACCESS_KEY_ID: s3.TEST_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: s3.TEST_S3_SECRET_ACCESS_KEY,
  };
}
