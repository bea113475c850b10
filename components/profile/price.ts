/** SPEC section 5: the subscription price is a number greater than 0 (a comma is read as a decimal point). */
export function parsePrice(raw: string): number | null {
  const text = raw.trim().replace(",", ".");
  if (text === "") return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}
