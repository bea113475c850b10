/** A byte range, inclusive on both ends (as in HTTP Range). */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** the requested bytes (the whole object, or the range) */
  stream: ReadableStream<Uint8Array>;
  /** total size of the object in bytes */
  size: number;
};

/** Where media bytes live. Keys are opaque (see lib/storage/keys.ts), never paths. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** stores the content of a local file (an upload spooled to disk), streamed, never read whole into memory */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** null when the key is unknown */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** size of the object, or null when unknown (no bytes read) */
  size(key: string): Promise<number | null>;
  /** deleting an unknown key is not an error */
  delete(key: string): Promise<void>;
}
