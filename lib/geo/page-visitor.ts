import { headers } from "next/headers";
import { locationOf, type VisitorLocation } from "@/lib/geo/visitor";

/** The location of a server-rendered page's visitor (same rules as visitorLocation for the API). */
export async function pageVisitorLocation(): Promise<VisitorLocation> {
  return locationOf(await headers());
}
