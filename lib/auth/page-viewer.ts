import { headers } from "next/headers";
import { getViewer, type Viewer } from "@/lib/auth/viewer";
import { audienceOf, type Audience } from "@/lib/access/audience";
import { pageVisitorLocation } from "@/lib/geo/page-visitor";

/** The signed-in viewer of a server-rendered page (same rules as the API: session cookie or bearer). */
export async function pageViewer(): Promise<Viewer | null> {
  const incoming = await headers();
  const forwarded = new Headers();
  for (const name of ["cookie", "authorization"]) {
    const value = incoming.get(name);
    if (value) forwarded.set(name, value);
  }
  return getViewer(new Request("http://localhost/", { headers: forwarded }));
}

/** Who reads a server-rendered page and from where (lib/access/audience.ts): the viewer and their location. */
export async function pageAudience(): Promise<Audience> {
  const [viewer, location] = await Promise.all([pageViewer(), pageVisitorLocation()]);
  return audienceOf(viewer?.id ?? null, location);
}
