import compile from "icu-minify/compile";
import type { AbstractIntlMessages } from "next-intl";
import { pickMessages } from "./client-messages";

// The dictionaries the browser gets are precompiled ICU (docs/decisions/089): the client bundle
// formats them with use-intl's small `format-only` formatter (next.config.mjs aliases
// `use-intl/format-message` to it in the browser) and carries no ICU parser (intl-messageformat,
// about 13 kB compressed). The server keeps the raw dictionaries (i18n/request.ts): getTranslations,
// `t.raw`, lib/notifications/render.ts and lib/i18n/error-text.ts read and format raw ICU strings
// as before; client components rendered on the server format the compiled messages
// (i18n/format-message.ts tells the two apart).
//
// A text whose compiled form is itself (no argument, no escape) stays a string, which both
// formatters return unchanged; any other text becomes an array of compiled nodes.

type Compiled = string | unknown[];

const cache = new WeakMap<object, AbstractIntlMessages>();

function compileText(raw: string): Compiled {
  const compiled = compile(raw);
  if (typeof compiled === "string") return compiled === raw ? raw : [compiled];
  // icu-minify builds a plural's or select's branches on null-prototype objects, which React does
  // not pass from a server component to a client one: plain copies
  return JSON.parse(JSON.stringify(compiled)) as unknown[];
}

/** A namespace of raw ICU messages, compiled (cached per dictionary object: the dictionaries are modules). */
export function compileNamespace(messages: AbstractIntlMessages): AbstractIntlMessages {
  const hit = cache.get(messages);
  if (hit) return hit;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === "string" ? compileText(value) : compileNamespace(value as AbstractIntlMessages);
  }
  cache.set(messages, out as AbstractIntlMessages);
  return out as AbstractIntlMessages;
}

/** The messages of the given namespaces for a NextIntlClientProvider (pickMessages), compiled. Server code only. */
export function clientMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return compileNamespace(pickMessages(messages, namespaces));
}
