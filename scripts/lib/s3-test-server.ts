// An S3-compatible server for a test run (s3rver, in this process, files in a temp directory), so
// the S3 storage driver is tested against real S3 requests: tests/api/storage-s3.test.ts reads
// TEST_S3_*; `STORAGE_DRIVER=s3 npm test` runs the whole app on it (docs/decisions/019).
import { mkdtempSync, rmSync } from "node:fs";
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
