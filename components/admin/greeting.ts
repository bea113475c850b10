/** Admin sign-in greeting by the hour (SPEC 2): before 12 Bonjour, before 18 Bon après-midi, otherwise Bonsoir. */
export function loginGreeting(hour: number): "Bonjour" | "Bon après-midi" | "Bonsoir" {
  if (hour < 12) return "Bonjour";
  if (hour < 18) return "Bon après-midi";
  return "Bonsoir";
}

/** The dashboard's greeting: the same bands, but the afternoon also says Bonjour. */
export function dashboardGreeting(hour: number): "Bonjour" | "Bonsoir" {
  return loginGreeting(hour) === "Bonsoir" ? "Bonsoir" : "Bonjour";
}

/** Today's date in French, e.g. "lundi 3 mars 2025". */
export function frenchDate(date: Date): string {
  return new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(date);
}

/** A message preview cut to `max` characters (SPEC 5: 40 in the table, 30 in cards). */
export function preview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
