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
  serverExternalPackages: ["@node-rs/argon2", "sharp", "pino", "@electric-sql/pglite", "ioredis"],
  experimental: { serverActions: { bodySizeLimit: "2mb" } },
};

export default withNextIntl(nextConfig);
