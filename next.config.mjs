import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@node-rs/argon2", "sharp", "pino", "@electric-sql/pglite", "ioredis"],
  experimental: { serverActions: { bodySizeLimit: "2mb" } },
};

export default withNextIntl(nextConfig);
