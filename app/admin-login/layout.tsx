import type { Metadata } from "next";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { AdminDocument } from "@/components/admin/AdminDocument";
import "../globals.css";

export const metadata: Metadata = { title: "Velvet Admin", robots: { index: false, follow: false } };

// A root layout of its own: the admin area is French-only and outside the locale segment.
// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts, docs/decisions/012).
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  await connection();
  return <AdminDocument>{children}</AdminDocument>;
}
