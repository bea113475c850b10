import { z } from "zod";

// Every input schema (shared/schemas, client/forms) imports zod from here. The pages'
// Content-Security-Policy forbids eval (decision 011), and zod 4 compiles object parsers with
// `new Function` when it may, probing for it when a schema is built: even a refused, caught
// probe is reported as a CSP violation. So in the browser zod runs its parsers interpreted, set
// before any schema exists; the server keeps the compiled ones.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
