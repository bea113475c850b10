import { SLOTS } from "@/lib/hash-lists/slots";

// The in-memory form of multi-index hashing (lib/hash-lists/slots.ts; decision 070): every hash is
// threaded, for each of its 16 slots, onto a linked list of the hashes with the same 16-bit value
// there (one head per slot and value, one "next" per slot and hash, in typed arrays: about 100 MB
// for a million hashes). A lookup walks the lists of the needle's value and its 16 one-bit
// neighbours in each slot, about 4,000 candidates for a million random hashes, and measures each.

const BUCKETS = 1 << 16;
const WORDS = 8; // 256 bits as 32-bit words

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class PdqIndex {
  /** hashes held */
  size = 0;
  private capacity = 0;
  private words = new Uint32Array(0);
  private tags = new Uint32Array(0);
  private readonly heads = Array.from({ length: SLOTS }, () => new Int32Array(BUCKETS).fill(-1));
  private next: Int32Array[] = Array.from({ length: SLOTS }, () => new Int32Array(0));

  private grow() {
    const capacity = Math.max(1024, this.capacity * 2);
    const words = new Uint32Array(capacity * WORDS);
    words.set(this.words);
    const tags = new Uint32Array(capacity);
    tags.set(this.tags);
    this.next = this.next.map((old) => {
      const n = new Int32Array(capacity);
      n.set(old);
      return n;
    });
    this.words = words;
    this.tags = tags;
    this.capacity = capacity;
  }

  /** Adds a hash (32 bytes) with a tag of the caller's (the number of its list). */
  add(hash: Uint8Array, tag: number): void {
    if (this.size === this.capacity) this.grow();
    const i = this.size++;
    for (let w = 0; w < WORDS; w++) this.words[i * WORDS + w] = ((hash[w * 4]! << 24) | (hash[w * 4 + 1]! << 16) | (hash[w * 4 + 2]! << 8) | hash[w * 4 + 3]!) >>> 0;
    this.tags[i] = tag;
    for (let s = 0; s < SLOTS; s++) {
      const v = (hash[2 * s]! << 8) | hash[2 * s + 1]!;
      this.next[s]![i] = this.heads[s]![v]!;
      this.heads[s]![v] = i;
    }
  }

  /** The closest held hash within `maxDistance` (at most 31) of `needle`: its tag and distance, or null. */
  closest(needle: Uint8Array, maxDistance: number): { tag: number; distance: number } | null {
    const perSlot = Math.floor(maxDistance / SLOTS);
    if (perSlot > 1) throw new Error("PdqIndex: distances over 31 are not indexed");
    const n = new Uint32Array(WORDS);
    for (let w = 0; w < WORDS; w++) n[w] = ((needle[w * 4]! << 24) | (needle[w * 4 + 1]! << 16) | (needle[w * 4 + 2]! << 8) | needle[w * 4 + 3]!) >>> 0;
    let best: { tag: number; distance: number } | null = null;
    let bestDistance = maxDistance + 1;
    for (let s = 0; s < SLOTS; s++) {
      const v = (needle[2 * s]! << 8) | needle[2 * s + 1]!;
      const head = this.heads[s]!;
      const next = this.next[s]!;
      for (let b = -1; b < (perSlot ? 16 : 0); b++) {
        for (let i = head[b < 0 ? v : v ^ (1 << b)]!; i !== -1; i = next[i]!) {
          let d = 0;
          for (let w = 0; w < WORDS && d < bestDistance; w++) d += popcount32((this.words[i * WORDS + w]! ^ n[w]!) >>> 0);
          if (d < bestDistance) {
            bestDistance = d;
            best = { tag: this.tags[i]!, distance: d };
            if (d === 0) return best;
          }
        }
      }
    }
    return best;
  }
}
