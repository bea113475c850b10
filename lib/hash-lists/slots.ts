// Multi-index hashing (Norouzi et al., "Fast exact search in Hamming space with multi-index
// hashing"; decision 070). A 256-bit hash is cut into 16 slots of 16 bits. Two hashes within
// distance 31 differ by at most 1 bit in at least one slot (else they would differ by 16 x 2 = 32
// or more), so a hash within 31 of the needle shares, in some slot, the needle's value or one of
// its 16 one-bit neighbours: 16 x 17 = 272 keys, looked up in one GIN index over `slots`.
// Each key is slot * 65536 + value (0 .. 1,048,575: an int).

export const SLOTS = 16;
const SLOT_VALUES = 1 << 16;

/** The 16 slot values of a hash (hex), most significant first. */
function slotValues(hex: string): number[] {
  return Array.from({ length: SLOTS }, (_, s) => parseInt(hex.slice(s * 4, s * 4 + 4), 16));
}

/** What a listed hash is indexed under: its 16 keys. */
export function slotKeys(hex: string): number[] {
  return slotValues(hex).map((v, s) => s * SLOT_VALUES + v);
}

/**
 * The keys a needle must look up to find every hash within `distance` (at most 31: one bit per
 * slot): each slot's value and, for distances of 16 or more, its one-bit neighbours.
 */
export function probeKeys(hex: string, distance: number): number[] {
  const perSlot = Math.floor(distance / SLOTS);
  if (perSlot > 1) throw new Error("probeKeys: distances over 31 are not indexed");
  const keys: number[] = [];
  slotValues(hex).forEach((v, s) => {
    keys.push(s * SLOT_VALUES + v);
    if (perSlot === 1) for (let b = 0; b < 16; b++) keys.push(s * SLOT_VALUES + (v ^ (1 << b)));
  });
  return keys;
}
