import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every request to make one, a
  // sixth of the CPU of serving a cached profile page (49 KB). Pages carry s-maxage for a shared
  // cache (CDN or reverse proxy), which answers conditional requests itself. API routes never
  // had ETags.
  generateEtags: false,
  serverExternalPackages: ["@node-rs/argon2", "sharp", "pino", "@electric-sql/pglite", "ioredis", "pg-boss", "geoip-country", "@tus/server", "@tus/file-store", "@tus/s3-store", "@ffmpeg-installer/ffmpeg", "@ffprobe-installer/ffprobe"],
  // Bodies of page requests pass through proxy.ts, for which Next buffers a copy in memory up to
  // proxyClientMaxBodySize (10 MB by default). No page reads a body (no server actions): 1 MB,
  // the ceiling of any body held in memory (lib/http/body.ts). /api bypasses the proxy and streams.
  // Precompiled dictionaries in the browser (docs/decisions/089): use-intl formats them there with
  // its small format-only formatter, without the ICU parser (intl-messageformat); on the server a
  // formatter that takes both the raw dictionaries and the compiled ones (i18n/format-message.ts).
  // Relative paths: Turbopack ignores an alias to an absolute or a nested package path.
  turbopack: {
    resolveAlias: {
      "use-intl/format-message": {
        browser: "./node_modules/use-intl/dist/esm/production/format-message/format-only.js",
        default: "./i18n/format-message.ts",
      },
    },
  },
  experimental: { serverActions: { bodySizeLimit: "1mb" }, proxyClientMaxBodySize: "1mb" },
};

export default withNextIntl(nextConfig);
