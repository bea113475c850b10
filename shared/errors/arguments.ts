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
