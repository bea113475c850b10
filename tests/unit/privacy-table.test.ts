// The retention table has one source (lib/privacy/retention.ts, decision 058): docs/privacy.md holds
// the same rows, and the /privacy page has its words in every language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultEnv } from "@/lib/env";
import { retentionCutoff, retentionMarkdown, retentionTable } from "@/lib/privacy/retention";
import { replaceRetentionTable } from "@/lib/privacy/retention-doc";

const root = path.resolve(import.meta.dirname, "..", "..");
const doc = readFileSync(path.join(root, "docs", "privacy.md"), "utf8");

describe("the retention table", () => {
  it("docs/privacy.md holds exactly the table of lib/privacy/retention.ts (npm run docs:privacy)", () => {
    expect(replaceRetentionTable(doc, retentionMarkdown(defaultEnv()))).toBe(doc);
  });

  it("every row has its words in the four dictionaries", () => {
    for (const locale of ["tn", "fr", "en", "ar"]) {
      const messages = JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"));
      for (const rule of retentionTable(defaultEnv())) {
        const words = messages.Privacy?.table?.[rule.id];
        for (const field of ["data", "why", "end", ...(rule.period.kind === "fixed" ? ["from"] : [])]) {
          expect(words?.[field], `${locale}: Privacy.table.${rule.id}.${field}`).toBeTruthy();
        }
      }
    }
  });

  it("the jobs' cut-offs follow the configured periods", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const e = { ...defaultEnv(), SESSION_RETENTION_DAYS: 10, UPLOAD_RETENTION_HOURS: 2 };
    expect(retentionCutoff("sessions", now, e).toISOString()).toBe("2026-05-22T00:00:00.000Z");
    expect(retentionCutoff("uploads", now, e).toISOString()).toBe("2026-05-31T22:00:00.000Z");
    expect(() => retentionCutoff("content", now, e)).toThrow();
  });
});
