/** The top-level ICU argument names of a message: "{name}: at most {max, number}" -> ["max", "name"]. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === "{") {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z_]\w*)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (c === "}") depth = Math.max(0, depth - 1);
  }
  return [...names].sort();
}

/**
 * The same names read from a precompiled message (icu-minify, the browser's dictionaries:
 * i18n/compiled-messages.ts): an argument is a node [name] or [name, type, ...] with a numeric
 * type; a tag's second item is not a number. A plain string has none.
 */
export function compiledArgumentsOf(message: unknown): string[] {
  if (!Array.isArray(message)) return [];
  const names = new Set<string>();
  for (const node of message as unknown[]) {
    if (Array.isArray(node) && typeof node[0] === "string" && (node.length === 1 || (typeof node[1] === "number" && node[1] !== 0))) names.add(node[0]);
  }
  return [...names].sort();
}
