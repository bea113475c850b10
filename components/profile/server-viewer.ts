import { headers } from "next/headers";
import { getViewer, type Viewer } from "@/lib/auth/viewer";

/** The viewer of a server-rendered page, through the same lib/auth code as the API (cookie or bearer). */
export async function serverViewer(): Promise<Viewer | null> {
  return getViewer(new Request("http://localhost/", { headers: await headers() }));
}
