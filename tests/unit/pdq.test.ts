import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance, normalizePdqHex, pdqDihedralHashes, pdqHash, PDQ_MATCH_DISTANCE, PDQ_MIN_QUALITY, type Dihedral } from "../../lib/media/pdq";
import { probeKeys, slotKeys } from "../../lib/hash-lists/slots";
import { PdqIndex } from "../../lib/hash-lists/pdq-index";

// lib/media/pdq.ts against Meta's reference images and hashes (tests/fixtures/pdq, from
// facebook/ThreatExchange): as PDQ's own regression tests, a hash within 16 bits of the reference.

const DIR = path.resolve(import.meta.dirname, "../fixtures/pdq");
const REFERENCE = new Map(
  readFileSync(path.join(DIR, "hashes.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",") as [string, string]),
);
const file = (name: string) => path.join(DIR, name);

describe("PDQ hash of the reference images", () => {
  it.each([...REFERENCE.keys()])("%s is within 16 bits of the reference hash", async (name) => {
    const { hash, quality } = await pdqHash(file(name));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(quality).toBeGreaterThanOrEqual(0);
    expect(quality).toBeLessThanOrEqual(100);
    expect(hammingDistance(hash, REFERENCE.get(name)!)).toBeLessThanOrEqual(16);
  });

  it("hashes bytes and a file path alike", async () => {
    const bytes = readFileSync(file("q0003.jpg"));
    expect((await pdqHash(bytes)).hash).toBe((await pdqHash(file("q0003.jpg"))).hash);
  });
});

describe("rotations and flips (the bridge images)", () => {
  const OF: Record<Dihedral, string> = {
    original: "bridge-1-original.jpg",
    rotate90: "bridge-2-rotate-90.jpg",
    rotate180: "bridge-3-rotate-180.jpg",
    rotate270: "bridge-4-rotate-270.jpg",
    flipX: "bridge-5-flipx.jpg",
    flipY: "bridge-6-flipy.jpg",
    flipPlus1: "bridge-7-flip-plus-1.jpg",
    flipMinus1: "bridge-8-flip-minus-1.jpg",
  };

  it("each turned or flipped copy has a hash of its own, not a match of the original", async () => {
    const original = REFERENCE.get(OF.original)!;
    for (const [kind, name] of Object.entries(OF)) {
      if (kind === "original") continue;
      const { hash } = await pdqHash(file(name));
      expect(hammingDistance(hash, original), name).toBeGreaterThan(PDQ_MATCH_DISTANCE);
    }
  });

  it("the eight dihedral hashes of the original match the eight images' reference hashes, each its own", async () => {
    // PDQ's README: turning the DCT is not exactly turning the picture (the 64 x 64 grid's sampling
    // is not symmetric), so a dihedral hash is the same picture (<= 31), not always within 16
    const { hashes, quality } = await pdqDihedralHashes(file(OF.original));
    expect(quality).toBeGreaterThanOrEqual(PDQ_MIN_QUALITY);
    for (const [kind, name] of Object.entries(OF) as [Dihedral, string][]) {
      const distances = Object.values(OF).map((other) => hammingDistance(hashes[kind], REFERENCE.get(other)!));
      expect(hammingDistance(hashes[kind], REFERENCE.get(name)!), `${kind} vs ${name}`).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
      expect(Math.min(...distances), `${kind}: nearest of the eight is ${name}`).toBe(hammingDistance(hashes[kind], REFERENCE.get(name)!));
      expect(distances.filter((d) => d <= PDQ_MATCH_DISTANCE), kind).toHaveLength(1);
    }
    // and hashing the turned file itself lands within 16 of its reference (the test above) and
    // within 31 of the dihedral hash
    for (const [kind, name] of Object.entries(OF) as [Dihedral, string][]) {
      expect(hammingDistance(hashes[kind], (await pdqHash(file(name))).hash), kind).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    }
  });
});

describe("what PDQ is for", () => {
  it("a re-encoded, resized copy still matches; a different picture does not", async () => {
    const original = readFileSync(file("bridge-1-original.jpg"));
    const copy = await sharp(original).resize({ width: 300 }).jpeg({ quality: 40 }).toBuffer();
    const [a, b] = await Promise.all([pdqHash(original), pdqHash(copy)]);
    expect(hammingDistance(a.hash, b.hash)).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    const other = await pdqHash(file("q2821.jpg"));
    expect(hammingDistance(a.hash, other.hash)).toBeGreaterThan(PDQ_MATCH_DISTANCE);
  });

  it("a flat colour has quality 0 (too featureless to match on)", async () => {
    const flat = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#c0392b" } }).png().toBuffer();
    expect((await pdqHash(flat)).quality).toBeLessThan(PDQ_MIN_QUALITY);
  });

  it("a picture too small to hash (under 5 pixels a side) gives the empty hash", async () => {
    const tiny = await sharp({ create: { width: 4, height: 40, channels: 3, background: "#123456" } }).png().toBuffer();
    expect(await pdqHash(tiny)).toEqual({ hash: "0".repeat(64), quality: 0 });
  });
});

describe("hash text and distance", () => {
  it("reads 64 hex digits in either case, and nothing else", () => {
    const h = REFERENCE.get("q0003.jpg")!;
    expect(normalizePdqHex(` ${h.toUpperCase()} `)).toBe(h);
    expect(normalizePdqHex(h.slice(1))).toBeNull();
    expect(normalizePdqHex(`${h.slice(1)}g`)).toBeNull();
  });

  it("counts differing bits", () => {
    expect(hammingDistance("0".repeat(64), "f".repeat(64))).toBe(256);
    expect(hammingDistance("0".repeat(63) + "1", "0".repeat(64))).toBe(1);
  });
});

describe("multi-index slots (lib/hash-lists/slots.ts)", () => {
  const randomHex = () => Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))).toString("hex");
  const flipBits = (hex: string, n: number) => {
    const bytes = Buffer.from(hex, "hex");
    const bits = new Set<number>();
    while (bits.size < n) bits.add(Math.floor(Math.random() * 256));
    for (const b of bits) bytes[b >> 3]! ^= 1 << (b & 7);
    return bytes.toString("hex");
  };

  it("a hash within distance 31 always shares a probed key with the needle", () => {
    for (let i = 0; i < 500; i++) {
      const listed = randomHex();
      const needle = flipBits(listed, 1 + (i % 31));
      const probes = new Set(probeKeys(needle, PDQ_MATCH_DISTANCE));
      expect(slotKeys(listed).some((k) => probes.has(k))).toBe(true);
    }
  });

  it("probes 16 x 17 keys at distance 31, and one key a slot under 16", () => {
    const h = randomHex();
    expect(probeKeys(h, 31)).toHaveLength(272);
    expect(probeKeys(h, 15)).toHaveLength(16);
    expect(slotKeys(h).every((k, s) => k >= s * 65536 && k < (s + 1) * 65536)).toBe(true);
  });
});

describe("in-memory index (lib/hash-lists/pdq-index.ts)", () => {
  const randomBytes32 = () => Uint8Array.from({ length: 32 }, () => Math.floor(Math.random() * 256));
  const flip = (h: Uint8Array, n: number) => {
    const out = Uint8Array.from(h);
    const bits = new Set<number>();
    while (bits.size < n) bits.add(Math.floor(Math.random() * 256));
    for (const b of bits) out[b >> 3]! ^= 1 << (b & 7);
    return out;
  };

  it("finds exactly what a full scan finds within 31 bits (the closest one), and nothing further", () => {
    const index = new PdqIndex();
    const held: Uint8Array[] = [];
    for (let i = 0; i < 5000; i++) {
      const h = randomBytes32();
      held.push(h);
      index.add(h, i % 7);
    }
    for (let q = 0; q < 300; q++) {
      const base = held[Math.floor(Math.random() * held.length)]!;
      const needle = q % 3 === 0 ? randomBytes32() : flip(base, q % 40);
      let best: number | null = null;
      for (const h of held) {
        const d = hammingDistance(h, needle);
        if (d <= PDQ_MATCH_DISTANCE && (best === null || d < best)) best = d;
      }
      const found = index.closest(needle, PDQ_MATCH_DISTANCE);
      expect(found?.distance ?? null).toBe(best);
    }
  });

  it("tags each hash with its list, grows past its first capacity, and finds an exact copy at distance 0", () => {
    const index = new PdqIndex();
    const hashes = Array.from({ length: 3000 }, randomBytes32);
    hashes.forEach((h, i) => index.add(h, i));
    expect(index.size).toBe(3000);
    expect(index.closest(hashes[2999]!, PDQ_MATCH_DISTANCE)).toEqual({ tag: 2999, distance: 0 });
    expect(index.closest(flip(hashes[10]!, 31), PDQ_MATCH_DISTANCE)).toEqual({ tag: 10, distance: 31 });
  });
});
