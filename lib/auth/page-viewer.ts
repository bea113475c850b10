import { headers } from "next/headers";
import { getViewer, type Viewer } from "@/lib/auth/viewer";

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
