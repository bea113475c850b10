import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedPasswordFile, startEmbeddedPostgres, type EmbeddedPg } from "@/lib/db/embedded";
import { freePort } from "../../scripts/lib/ports";

// The embedded database (no DATABASE_URL) is not an open door: it listens on 127.0.0.1 only and
// every connection must prove it knows the password generated on first start and kept in
// DATA_DIR/pg-password (owner-only), by SCRAM-SHA-256 before PGlite sees it.

const withPassword = (url: string, password: string | null) => {
  const u = new URL(url);
  u.password = password ?? "";
  return u.toString();
};

async function connectError(url: string): Promise<{ code?: string; message: string } | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (err) {
    return { code: (err as { code?: string }).code, message: (err as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A StartupMessage for user postgres (protocol 3.0). */
function startupMessage(): Buffer {
  const body = Buffer.concat([Buffer.from([0, 3, 0, 0]), Buffer.from("user\0postgres\0database\0postgres\0\0")]);
  const len = Buffer.alloc(4);
  len.writeInt32BE(body.length + 4);
  return Buffer.concat([len, body]);
}

/** A simple Query message. */
function queryMessage(sql: string): Buffer {
  const body = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write("Q", 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** Sends `messages` one after the other on a raw socket; resolves with everything the server sent before closing. */
function rawExchange(port: number, messages: Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let next = 0;
    socket.on("connect", () => socket.write(messages[next++]!));
    socket.on("data", (chunk) => {
      received.push(chunk);
      if (next < messages.length) socket.write(messages[next++]!);
    });
    socket.on("error", () => undefined); // the server closes on us: that is the point
    socket.on("close", () => resolve(Buffer.concat(received)));
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error("the server neither answered nor closed"));
    });
  });
}

/** The local addresses on which something listens on `port` (Linux /proc/net/tcp, tcp6). */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue; // 0A = LISTEN
      const [hex, portHex] = local.split(":");
      if (parseInt(portHex!, 16) !== port) continue;
      found.push(hex!.length === 8 ? hex!.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join(".") : `[${hex}]`);
    }
  }
  return found;
}

describe("embedded PostgreSQL access", () => {
  let db: EmbeddedPg;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "velvet-embedded-auth-"));
    port = await freePort();
    db = await startEmbeddedPostgres({ dataDir: dir, port, maxConnections: 10, log: () => undefined });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a generated password in DATA_DIR/pg-password, readable by its owner only, and hands it out in the URL", () => {
    const file = embeddedPasswordFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(decodeURIComponent(new URL(db.url).password)).toBe(password);
    expect(new URL(db.url).hostname).toBe("127.0.0.1");
  });

  it("accepts the right password, refuses a wrong or missing one at connection", async () => {
    expect(await connectError(db.url)).toBeNull();
    const wrong = await connectError(withPassword(db.url, "postgres"));
    expect(wrong).toMatchObject({ code: "28P01", message: 'password authentication failed for user "postgres"' });
    // the old well-known URL (no password) no longer opens the database
    expect(await connectError(withPassword(db.url, null))).not.toBeNull();
    // the right password with another user name is refused too
    const otherUser = new URL(db.url);
    otherUser.username = "admin";
    expect(await connectError(otherUser.toString())).toMatchObject({ code: "28P01" });
  });

  it("answers nothing but the authentication request to a client that skips authentication", async () => {
    const reply = await rawExchange(port, [startupMessage(), queryMessage("SELECT 'leaked' AS secret")]);
    // AuthenticationSASL (R, kind 10, SCRAM-SHA-256), then a FATAL error, then the socket closes
    expect(reply.subarray(0, 1).toString()).toBe("R");
    expect(reply.readInt32BE(5)).toBe(10);
    expect(reply.toString("latin1")).toContain("SCRAM-SHA-256");
    expect(reply.toString("latin1")).toContain("FATAL");
    expect(reply.toString("latin1")).not.toContain("leaked");
    expect(reply.toString("latin1")).not.toMatch(/server_version/);
  });

  it("still serves psql (libpq) with the password, and refuses it without", async () => {
    const psql = "/usr/bin/psql";
    if (!existsSync(psql)) return; // libpq is a second client implementation; node-postgres is tested above
    const run = promisify(execFile);
    const ok = await run(psql, [db.url, "-w", "-At", "-c", "SELECT 40 + 2"], { env: { ...process.env, PGCONNECT_TIMEOUT: "5" } });
    expect(ok.stdout.trim()).toBe("42");
    const bad = await run(psql, [withPassword(db.url, "nope"), "-w", "-At", "-c", "SELECT 1"]).then(
      () => null,
      (err: { stderr: string }) => err.stderr,
    );
    expect(bad).toContain("password authentication failed");
  });

  it("listens on 127.0.0.1 only", () => {
    if (!existsSync("/proc/net/tcp")) return; // Linux only; CI and these machines are Linux
    expect(listeningAddresses(port)).toEqual(["127.0.0.1"]);
  });

  it("keeps the same password across restarts and re-tightens a loosened password file", async () => {
    const before = db.url;
    await db.stop();
    const { chmodSync } = await import("node:fs");
    chmodSync(embeddedPasswordFile(dir), 0o644);
    db = await startEmbeddedPostgres({ dataDir: dir, port, maxConnections: 10, log: () => undefined });
    expect(db.url).toBe(before);
    expect(statSync(embeddedPasswordFile(dir)).mode & 0o777).toBe(0o600);
    expect(await connectError(db.url)).toBeNull();
  }, 120_000);
});
