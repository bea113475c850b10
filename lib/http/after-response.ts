import { after } from "next/server";
import { log } from "@/lib/log";

/**
 * Runs `task` once the answer has been sent (Next's `after`), so its cost and its outcome cannot
 * be read from the answer or its timing. Outside a request (scripts, tests) it runs at once,
 * detached. A failure is logged, never thrown.
 */
export function afterResponse(what: string, task: () => Promise<unknown>): void {
  const run = () => task().then(
    () => undefined,
    (err: unknown) => log.error({ err }, what),
  );
  try {
    after(run);
  } catch {
    void run();
  }
}
