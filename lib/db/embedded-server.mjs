/* global console, process */
// The embedded PostgreSQL server process (spawned by lib/db/embedded.ts): PGlite served over the
// wire protocol by pglite-socket's PGLiteSocketServer, with one fix to its queue.
//
// PGlite is ONE session. pglite-socket queues every protocol message of every connection and runs
// them in arrival order, keeping the session for one connection only inside a transaction. An
// extended-protocol query is several messages (Parse, Bind, Describe, Execute, then Sync); when
// another connection's Parse runs between them it replaces the unnamed statement, and the first
// connection binds the wrong one ("bind message supplies 3 parameters, but prepared statement ""
// requires 2") or reads another query's rows. Here a connection that has begun such a cycle keeps
// the session until its Sync (or a simple Query ends it), and, as before, until its transaction
// ends. A connection that goes away in the middle of a cycle gets a Sync sent in its name, so the
// session is left clean for the others.
//
// It listens on 127.0.0.1 only (no option to change that), and every connection must prove it
// knows the password kept in --password-file (SCRAM-SHA-256, embedded-auth.mjs) before
// pglite-socket, which would accept anyone, is given the socket.
//
// Plain JavaScript (not TypeScript): it runs with `node` alone, like the package's own script.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { authenticate, scramSecret } from "./embedded-auth.mjs";

const HOST = "127.0.0.1";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    port: { type: "string", default: "5432" },
    "password-file": { type: "string" },
    "max-connections": { type: "string", default: "50" },
  },
});
if (!values.db || !values["password-file"]) {
  console.error("usage: embedded-server.mjs --db=PATH --password-file=PATH [--port=5432] [--max-connections=50]");
  process.exit(2);
}
const password = readFileSync(values["password-file"], "utf8").trim();
if (!password) {
  console.error(`the password file ${values["password-file"]} is empty`);
  process.exit(2);
}
const secret = scramSecret(password);

// First byte of the frontend messages that open or continue an extended-protocol cycle:
// Parse, Bind, Describe, Execute, Close, Flush. Sync ("S") and a simple Query ("Q") end it.
const IN_CYCLE = new Set(["P", "B", "D", "E", "C", "H"].map((c) => c.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** Patches pglite-socket's queue (its internal QueryQueueManager) so one cycle runs uninterrupted. */
function keepCyclesTogether(queue, db) {
  let cycleOwner = null; // handler id in the middle of an extended-protocol cycle

  queue.processQueue = async function processQueue() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const holder = cycleOwner ?? (db.isInTransaction() ? this.lastHandlerId : null);
        let index = 0;
        if (holder !== null && holder !== undefined) {
          index = this.queue.findIndex((q) => q.handlerId === holder);
          if (index === -1) break; // the holder's next message has not arrived yet: wait for it
        }
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          cycleOwner = null;
          item.reject(err);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        cycleOwner = IN_CYCLE.has(item.message[0]) ? item.handlerId : null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection closed mid-cycle: end its cycle so the others are served (pglite-socket itself
  // rolls back a transaction it left open, in clearTransactionIfNeeded).
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (id) => {
    const result = clear(id);
    if (cycleOwner === id) {
      cycleOwner = null;
      db.runExclusive(() => db.execProtocolRaw(SYNC))
        .catch((err) => console.error("closing an abandoned query cycle failed:", err))
        .finally(() => void queue.processQueue());
    }
    return result;
  };
}

console.log(`Initializing PGLite with database: ${values.db}`);
// pg_trgm: the search's trigram indexes (migration search_trigram_indexes, decision 082)
const db = new PGlite(values.db, { extensions: { pg_trgm } });
await db.waitReady;
console.log("PGlite database initialized");

/**
 * Every connection is authenticated before pglite-socket's own handler (private, reached by name)
 * is given it; its StartupMessage is then replayed so PGlite answers the rest of the start-up.
 */
function requirePassword(server) {
  const admit = server.handleConnection.bind(server);
  server.handleConnection = async (socket) => {
    const replay = await authenticate(socket, secret);
    if (!replay) return;
    socket.unshift(replay);
    await admit(socket);
    socket.resume();
  };
}

const server = new PGLiteSocketServer({
  db,
  port: Number(values.port),
  host: HOST,
  maxConnections: Number(values["max-connections"]),
});
keepCyclesTogether(server.queryQueue, db);
requirePassword(server);
server.addEventListener("listening", (e) => console.log(`PGLiteSocketServer listening on ${JSON.stringify(e.detail)}`));
server.addEventListener("error", (e) => console.error("Socket server error:", e.detail));
await server.start();

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log("Shutting down PGLiteSocketServer...");
  await server.stop();
  await db.close();
  console.log("Server stopped");
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
