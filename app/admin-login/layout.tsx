import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminDocument } from "@/components/admin/AdminDocument";
import "../globals.css";

export const metadata: Metadata = { title: "Velvet Admin", robots: { index: false, follow: false } };

// A root layout of its own: the admin area is French-only and outside the locale segment.
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return <AdminDocument>{children}</AdminDocument>;
}
