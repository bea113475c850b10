/* global Buffer */
// Password authentication of a connection to the embedded server, done on the wire before
// pglite-socket sees the connection (pglite-socket itself accepts any startup: PGlite answers
// AuthenticationOk to whoever asks). The method is SCRAM-SHA-256 as PostgreSQL speaks it
// (RFC 5802 / RFC 7677, no channel binding), which node-postgres and libpq (psql) both use:
// the password never crosses the socket, and the server keeps only derived keys.
//
// On success the caller gets back the client's StartupMessage (and any bytes that followed
// it), to replay into pglite-socket: PGlite then answers AuthenticationOk, ParameterStatus,
// BackendKeyData and ReadyForQuery, which is exactly what a PostgreSQL server sends after
// AuthenticationSASLFinal. On failure the client gets a FATAL error and the socket is closed.
//
// Plain JavaScript: it runs inside embedded-server.mjs under `node` alone.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const MAX_MESSAGE = 10_000; // a startup or SASL message is small; anything larger is refused
const AUTH_TIMEOUT_MS = 10_000; // an unauthenticated socket does not keep a slot for long
const ITERATIONS = 4096; // PostgreSQL's default scram_iterations

const hmac = (key, text) => createHmac("sha256", key).update(text).digest();
const sha256 = (bytes) => createHash("sha256").update(bytes).digest();

/** The keys SCRAM needs, derived once from the password (which is not kept). */
export function scramSecret(password) {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, ITERATIONS, 32, "sha256");
  return {
    salt: salt.toString("base64"),
    iterations: ITERATIONS,
    storedKey: sha256(hmac(salted, "Client Key")),
    serverKey: hmac(salted, "Server Key"),
  };
}

/** An Authentication message ('R') of the given kind (10 SASL, 11 continue, 12 final) and payload. */
function authentication(kind, payload) {
  const body = Buffer.from(payload, "utf8");
  const msg = Buffer.alloc(9 + body.length);
  msg.write("R", 0, "latin1");
  msg.writeInt32BE(8 + body.length, 1);
  msg.writeInt32BE(kind, 5);
  body.copy(msg, 9);
  return msg;
}

/** A FATAL ErrorResponse ('E') with SQLSTATE `code`. */
function fatal(code, message) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const msg = Buffer.alloc(5 + fields.length);
  msg.write("E", 0, "latin1");
  msg.writeInt32BE(4 + fields.length, 1);
  fields.copy(msg, 5);
  return msg;
}

class Refused extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** Reads whole protocol messages from a socket until detached. */
function messageReader(socket) {
  let buf = Buffer.alloc(0);
  let closed = false;
  let wake = null;
  const onData = (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    wake?.();
  };
  const onClose = () => {
    closed = true;
    wake?.();
  };
  socket.on("data", onData);
  socket.on("end", onClose);
  socket.on("close", onClose);
  socket.on("error", onClose);

  async function need(n) {
    while (buf.length < n) {
      if (closed) throw new Refused(null, "connection closed during authentication");
      await new Promise((resolve) => (wake = resolve));
      wake = null;
    }
  }
  function take(n) {
    const msg = buf.subarray(0, n);
    buf = buf.subarray(n);
    return msg;
  }
  return {
    /** A message without a type byte (SSLRequest, StartupMessage, CancelRequest). */
    async untyped() {
      await need(4);
      const length = buf.readInt32BE(0);
      if (length < 8 || length > MAX_MESSAGE) throw new Refused("08P01", "invalid startup packet length");
      await need(length);
      return take(length);
    },
    /** A message of type `type` (e.g. 'p' for a password/SASL response). */
    async typed(type) {
      await need(5);
      if (buf[0] !== type.charCodeAt(0)) throw new Refused("08P01", `expected a SASL response, got message type ${JSON.stringify(String.fromCharCode(buf[0]))}`);
      const length = buf.readInt32BE(1);
      if (length < 4 || length > MAX_MESSAGE) throw new Refused("08P01", "invalid message length");
      await need(1 + length);
      return take(1 + length);
    },
    /**
     * Stops reading; the socket is left paused, and the bytes read past the last message are
     * returned. A socket error (e.g. EPIPE while a refusal is written) stays harmless.
     */
    detach() {
      socket.pause();
      socket.off("data", onData);
      socket.off("end", onClose);
      socket.off("close", onClose);
      socket.off("error", onClose);
      socket.on("error", () => undefined);
      return buf;
    },
  };
}

function startupParameters(startup) {
  const params = {};
  const fields = startup.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < fields.length && fields[i] !== ""; i += 2) params[fields[i]] = fields[i + 1];
  return params;
}

/** Reads the StartupMessage, answering SSL and GSS encryption requests with "not supported". */
async function readStartup(socket, reader) {
  for (;;) {
    const msg = await reader.untyped();
    const code = msg.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      socket.write("N");
      continue;
    }
    if (code === CANCEL_REQUEST) return null; // not supported (as in pglite-socket): just close
    if (code >>> 16 !== 3) throw new Refused("08P01", "unsupported frontend protocol");
    return msg;
  }
}

/** The SCRAM exchange; throws Refused unless the client proves it knows the password. */
async function scramExchange(socket, reader, secret, user, expectedUser) {
  socket.write(authentication(10, "SCRAM-SHA-256\0\0"));

  // SASLInitialResponse: mechanism, then the client-first-message
  const initial = await reader.typed("p");
  const nul = initial.indexOf(0, 5);
  const mechanism = initial.subarray(5, nul).toString("utf8");
  if (mechanism !== "SCRAM-SHA-256") throw new Refused("28000", "unsupported SASL authentication mechanism");
  const dataLength = initial.readInt32BE(nul + 1);
  const clientFirst = initial.subarray(nul + 5, nul + 5 + Math.max(dataLength, 0)).toString("utf8");
  const parts = clientFirst.split(",");
  const gs2 = `${parts[0]},${parts[1]},`;
  if (parts.length < 4 || !["n", "y"].includes(parts[0])) {
    throw new Refused("08P01", "malformed SCRAM message (channel binding is not supported)");
  }
  const clientFirstBare = parts.slice(2).join(",");
  const clientNonce = parts.find((p, i) => i >= 2 && p.startsWith("r="))?.slice(2);
  if (!clientNonce) throw new Refused("08P01", "malformed SCRAM message");

  const nonce = clientNonce + randomBytes(18).toString("base64");
  const serverFirst = `r=${nonce},s=${secret.salt},i=${secret.iterations}`;
  socket.write(authentication(11, serverFirst));

  // SASLResponse: the client-final-message, whose last attribute is the proof
  const response = (await reader.typed("p")).subarray(5).toString("utf8");
  const cut = response.lastIndexOf(",p=");
  if (cut < 0) throw new Refused("08P01", "malformed SCRAM message");
  const withoutProof = response.slice(0, cut);
  const proof = Buffer.from(response.slice(cut + 3), "base64");
  const attrs = Object.fromEntries(withoutProof.split(",").map((a) => [a.slice(0, 1), a.slice(2)]));
  if (attrs.c !== Buffer.from(gs2).toString("base64") || attrs.r !== nonce) {
    throw new Refused("08P01", "malformed SCRAM message");
  }
  const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
  const clientSignature = hmac(secret.storedKey, authMessage);
  const clientKey = Buffer.alloc(clientSignature.length);
  for (let i = 0; i < clientKey.length; i++) clientKey[i] = proof[i] ^ clientSignature[i];
  const valid =
    proof.length === clientSignature.length &&
    timingSafeEqual(sha256(clientKey), secret.storedKey) &&
    user === expectedUser;
  if (!valid) throw new Refused("28P01", `password authentication failed for user "${user}"`);
  socket.write(authentication(12, `v=${hmac(secret.serverKey, authMessage).toString("base64")}`));
}

/**
 * Authenticates a new connection. Resolves with the bytes to hand to pglite-socket (the
 * StartupMessage and anything after it; the socket is left paused), or null when the
 * connection was refused and closed.
 */
export async function authenticate(socket, secret, expectedUser = "postgres") {
  const reader = messageReader(socket);
  socket.setTimeout(AUTH_TIMEOUT_MS, () => socket.destroy());
  try {
    const startup = await readStartup(socket, reader);
    if (!startup) {
      socket.end();
      return null;
    }
    const user = startupParameters(startup).user ?? "";
    await scramExchange(socket, reader, secret, user, expectedUser);
    socket.setTimeout(0);
    return Buffer.concat([startup, reader.detach()]);
  } catch (err) {
    reader.detach();
    if (err instanceof Refused && err.code && socket.writable) socket.end(fatal(err.code, err.message));
    else socket.destroy();
    return null;
  }
}
