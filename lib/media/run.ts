import { spawn } from "node:child_process";

/** What a finished ffmpeg/ffprobe run gave: its exit code, its standard output and the end of its error output. */
export type RunResult = { code: number | null; stdout: Buffer; stderr: string };

export type RunOptions = {
  /** killed (SIGKILL) after this long */
  timeoutMs?: number;
  /** standard output is handed over chunk by chunk instead of being kept (frames streamed out) */
  onStdout?: (chunk: Buffer) => void;
  /** each line of error output (ffmpeg's progress lines) */
  onStderrLine?: (line: string) => void;
  /** most bytes of standard output kept (beyond it the run is killed) */
  maxStdout?: number;
};

const STDERR_KEPT = 8 * 1024;

/**
 * Runs a media tool (an ffmpeg or ffprobe binary) with arguments, never through a shell, and
 * answers when it exits. Never throws for a non-zero exit (the caller decides); throws when the
 * binary cannot be started.
 */
export function runTool(binary: string, args: string[], opts: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = "";
    let partial = "";
    const timer = opts.timeoutMs ? setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs) : null;
    child.stdout.on("data", (chunk: Buffer) => {
      if (opts.onStdout) return opts.onStdout(chunk);
      outBytes += chunk.length;
      if (opts.maxStdout !== undefined && outBytes > opts.maxStdout) return void child.kill("SIGKILL");
      out.push(chunk);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      err = (err + chunk).slice(-STDERR_KEPT);
      if (!opts.onStderrLine) return;
      const lines = (partial + chunk).split(/[\r\n]+/);
      partial = lines.pop() ?? "";
      for (const line of lines) opts.onStderrLine(line);
    });
    child.on("error", (e) => {
      if (timer) clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr: err });
    });
  });
}
