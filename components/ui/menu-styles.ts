/** A dropdown panel anchored under its trigger, on the end side (mirrors in RTL). */
export const menuPanel =
  "absolute end-0 top-full z-50 mt-2 min-w-48 overflow-hidden rounded-2xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50";

export const menuItem =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start text-sm text-ink hover:bg-surface-2 focus:bg-surface-2 focus-visible:-outline-offset-2";
