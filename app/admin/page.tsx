import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getAdminFromHeaders } from "@/lib/auth/admin-session";
import { AdminShell } from "@/components/admin/AdminShell";

export const metadata: Metadata = { title: "Tableau de bord — Velvet Admin" };

// The proxy (proxy.ts) checked the cookie's signature, expiry and role claim; this checks the role in the database.
export default async function AdminPage() {
  const admin = await getAdminFromHeaders(await headers());
  if (!admin) redirect("/admin-login");
  return <AdminShell username={admin.username} />;
}
