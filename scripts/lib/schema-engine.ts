// Loads Prisma's official WASM schema engine without the native binary (which cannot be
// downloaded on our machines). The package's default entry imports a .wasm file as an ES
// module, which Node cannot do, so we load the JS glue by file path and instantiate the
// .wasm ourselves, then wire it up exactly as the generated entry would.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SchemaEngine as SchemaEngineType } from "@prisma/schema-engine-wasm";

type BgModule = {
  SchemaEngine: typeof SchemaEngineType;
  __wbg_set_wasm: (exports: WebAssembly.Exports) => void;
};

const require = createRequire(import.meta.url);

/** Directory of the installed package (its package.json is not exported, so resolve the entry). */
function packageDir(): string {
  // The "." export resolves to schema_engine.js in the package root.
  return path.dirname(require.resolve("@prisma/schema-engine-wasm"));
}

async function loadBindings(): Promise<BgModule> {
  const dir = packageDir();
  const bg = (await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href)) as BgModule;
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  // The wasm imports its JS helpers from "./schema_engine_bg.js": hand it that module.
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bg;
}

export type Engine = SchemaEngineType;

/**
 * A schema engine whose "database" (used as the shadow database for replaying migrations)
 * is a throw-away in-memory PGlite. Call `close()` when done.
 */
export async function openSchemaEngine(
  datamodels: [string, string][],
): Promise<{ engine: Engine; close: () => Promise<void> }> {
  const bg = await loadBindings();
  // the migrations create pg_trgm (search_trigram_indexes): the shadow database must have it
  const pglite = new PGlite({ extensions: { pg_trgm } });
  const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite));
  const log = (msg: string) => {
    if (process.env.SCHEMA_ENGINE_DEBUG) console.error("[schema-engine]", msg);
  };
  const engine = await bg.SchemaEngine.new({ datamodels }, log, factory);
  return {
    engine,
    close: async () => {
      engine.free();
      await pglite.close();
    },
  };
}
