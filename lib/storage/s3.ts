import type { Storage } from "@/lib/storage/types";

/**
 * S3-compatible driver (STORAGE_DRIVER=s3, S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY). Not implemented yet: it needs an S3 client (e.g. @aws-sdk/client-s3),
 * which is not a dependency of the project. Every call fails with a clear message.
 */
export function s3Storage(): Storage {
  const fail = async (): Promise<never> => {
    throw new Error(
      "STORAGE_DRIVER=s3 is not available in this build (no S3 client installed); use STORAGE_DRIVER=local",
    );
  };
  return { put: fail, get: fail, size: fail, delete: fail };
}
