import sharp from "sharp";

// Demo images are drawn here (nothing can be downloaded): layered gradients and shapes
// rendered from SVG by sharp, so every demo creator and post has distinct artwork.

type Palette = [string, string, string];

export const PALETTES: Palette[] = [
  ["#ff4d8d", "#7c3aed", "#0f172a"],
  ["#f97316", "#db2777", "#1e1b4b"],
  ["#22d3ee", "#6366f1", "#0b1020"],
  ["#a3e635", "#0d9488", "#042f2e"],
  ["#facc15", "#ef4444", "#1c1917"],
  ["#e879f9", "#3b82f6", "#111827"],
  ["#fb7185", "#f59e0b", "#27172e"],
  ["#34d399", "#3b82f6", "#0c1a2b"],
];

function rand(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function shapes(width: number, height: number, palette: Palette, seed: number, count: number) {
  const r = rand(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = Math.round(r() * width);
    const cy = Math.round(r() * height);
    const radius = Math.round((0.08 + r() * 0.3) * Math.min(width, height));
    const color = palette[i % 2];
    out += `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}" fill-opacity="${(0.15 + r() * 0.35).toFixed(2)}"/>`;
  }
  return out;
}

function svg(width: number, height: number, palette: Palette, seed: number, label?: string) {
  const [a, b, bg] = palette;
  const text = label
    ? `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(Math.min(width, height) * 0.36)}" fill="#fff" fill-opacity="0.92">${label}</text>`
    : "";
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${bg}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${shapes(width, height, palette, seed, 9)}
      ${text}
    </svg>`,
  );
}

export async function avatarImage(initials: string, palette: Palette, seed: number): Promise<Buffer> {
  return sharp(svg(512, 512, palette, seed, initials)).jpeg({ quality: 85 }).toBuffer();
}

export async function coverImage(palette: Palette, seed: number): Promise<Buffer> {
  return sharp(svg(1600, 900, palette, seed)).jpeg({ quality: 82 }).toBuffer();
}

export async function postImage(palette: Palette, seed: number, landscape = seed % 2 === 0): Promise<Buffer> {
  const [w, h] = landscape ? [1200, 800] : [900, 1200];
  return sharp(svg(w, h, palette, seed)).jpeg({ quality: 80 }).toBuffer();
}
