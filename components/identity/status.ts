import { ApiError } from "@/client/api-error";

export type CheckStatus = "none" | "pending" | "approved" | "rejected";
export type CheckState = { status: CheckStatus; reason: string | null; submittedAt: string | null; decidedAt: string | null };

/** The dictionary key of a refusal the member can act on, from the server's code, status and field errors. */
export function problemKey(err: unknown): { field?: string; key: "missingFile" | "wrongType" | "tooLarge" | "underage" | "invalidField" | "alreadyPending" | "failed" } {
  if (!(err instanceof ApiError)) return { key: "failed" };
  if (err.code === "MISSING_FILE") return { key: "missingFile" };
  if (err.code === "WRONG_FILE_TYPE" || err.status === 415) return { key: "wrongType" };
  if (err.code === "FILE_TOO_LARGE" || err.status === 413) return { key: "tooLarge" };
  if (err.code === "CHECK_PENDING" || err.code === "ALREADY_APPROVED") return { key: "alreadyPending" };
  if (err.errors?.dateOfBirth?.some((m) => m.includes("18"))) return { field: "dateOfBirth", key: "underage" };
  const field = err.errors ? Object.keys(err.errors)[0] : undefined;
  if (field) return { field, key: "invalidField" };
  return { key: "failed" };
}
