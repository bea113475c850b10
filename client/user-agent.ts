/** A short, readable name for a session's device from its user agent ("Chrome on Android"); null when unknown. */
export function describeUserAgent(ua: string | null): { label: string | null; mobile: boolean } {
  if (!ua) return { label: null, mobile: false };
  const browser =
    /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\/|Chromium\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : null;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  const mobile = /Mobile|Android|iPhone|iPad/.test(ua);
  if (browser && os) return { label: `${browser} · ${os}`, mobile };
  return { label: browser ?? os ?? ua.slice(0, 40), mobile };
}
