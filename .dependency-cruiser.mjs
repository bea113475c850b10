// The layers of docs/architecture.md, checked by `npm run lint` (dependency-cruiser, decision 022).
// A violation names the rule below and the import that broke it.
const SERVER = "^(lib|realtime|scripts|prisma|bench)/";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles between files.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      severity: "error",
      scope: "folder",
      comment: "No import cycles between folders either (e.g. lib/payments <-> lib/subscriptions).",
      from: { path: "^(app|components|client|shared|lib|realtime)/" },
      to: { circular: true },
    },
    {
      name: "browser-code-imports-no-server-code",
      severity: "error",
      comment:
        "components/ and client/ run in the browser: they use shared/ and client/, never lib/ (server code) or Node built-ins. " +
        "Type-only imports are erased and allowed (an answer's type is the server's).",
      from: { path: "^(components|client)/" },
      to: { path: SERVER, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-code-imports-no-node",
      severity: "error",
      from: { path: "^(components|client|shared)/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "shared-is-pure",
      severity: "error",
      comment: "shared/ (input schemas and rules used by both the forms and the server) imports only shared/, i18n/locales and zod.",
      from: { path: "^shared/" },
      to: { pathNot: "^(shared/|i18n/locales|node_modules/zod/)" },
    },
    {
      name: "lib-does-not-import-its-callers",
      severity: "error",
      comment: "lib/ is called by pages, handlers, realtime/ and scripts; it never imports them.",
      from: { path: "^lib/" },
      to: { path: "^(app|components|client|realtime|scripts|tests|bench)/" },
    },
    {
      name: "handlers-and-pages-go-through-lib-services",
      severity: "error",
      comment: "Pages and route handlers call lib/ services; only lib/ touches the database client.",
      from: { path: "^(app|components|realtime)/" },
      to: { path: "^(lib/db/|lib/generated/|node_modules/(@prisma|pg|kysely)/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "only-lib-imports-the-generated-client",
      severity: "error",
      comment: "The generated Prisma client and Kysely types are the data layer's: only lib/ imports them.",
      from: { path: "^(app|components|client|shared|realtime)/" },
      to: { path: "^lib/generated/" },
    },
    {
      name: "realtime-uses-lib-services-only",
      severity: "error",
      comment: "The realtime service reaches the domain through lib/ services, not lib/http (the web app's request plumbing).",
      from: { path: "^realtime/" },
      to: { path: "^lib/http/(route|same-origin|security-headers|malformed-path|after-response|body)" },
    },
    {
      name: "no-orphans",
      severity: "error",
      comment: "A module nobody imports is dead code (entry points excepted).",
      from: {
        orphan: true,
        pathNot: [
          "(^|/)[.][^/]+[.](?:js|cjs|mjs|ts|json)$",
          "[.]d[.]ts$",
          "^(app|scripts|tests|bench|prisma)/",
          "^(proxy|instrumentation|instrumentation-client|next-env)[.]ts$",
          "^[^/]+[.]config[.](ts|mjs|cjs|js)$",
          "^lib/generated/",
          "^i18n/request[.]ts$",
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^lib/generated/"] },
    exclude: { path: ["^[.]next/", "^bench/output/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
