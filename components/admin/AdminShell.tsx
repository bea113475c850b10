"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { Spinner } from "@/components/ui/Spinner";
import { AdminSidebar } from "./AdminSidebar";
import { DashboardHome } from "./DashboardHome";
import { ContactsSection } from "./contacts/ContactsSection";
import { NewsletterSection } from "./newsletter/NewsletterSection";
import { PaymentsSection } from "./payments/PaymentsSection";
import { PayoutsSection } from "./payouts/PayoutsSection";
import { ReviewsSection } from "./reviews/ReviewsSection";
import { TakedownsSection } from "./takedowns/TakedownsSection";
import { AuditSection } from "./audit/AuditSection";
import { CategoriesSection } from "./categories/CategoriesSection";
import { BlogEditorSection } from "./blog/BlogEditorSection";
import { BlogManageSection } from "./blog/BlogManageSection";
import { ServiceEditorSection } from "./services/ServiceEditorSection";
import { ServiceManageSection } from "./services/ServiceManageSection";
import type { HelpPageRef } from "./services/help-pages-api";
import { AppealsSection } from "./moderation/AppealsSection";
import { MembersSection } from "./moderation/MembersSection";
import { LeaksSection } from "./leaks/LeaksSection";
import { ReportsSection } from "./moderation/ReportsSection";
import { VerificationsSection } from "./verifications/VerificationsSection";
import { SECTIONS, type SectionId } from "./sections";
import { ADMIN_TEXT } from "./strings";
import { signOutAdmin, verifyAdmin } from "./admin-api";

const MOBILE_QUERY = "(max-width: 767.98px)";

async function leave() {
  await signOutAdmin();
  window.location.replace("/admin-login");
}

/** The admin shell: checks the session (GET /api/auth/verify), then the sidebar, the header and the current section. */
export function AdminShell({ username }: { username: string }) {
  // the session check (SWR, not retried; a refusal leaves for the sign-in page)
  const { data: checked } = useSWR("admin:session-check", verifyAdmin, {
    revalidateOnReconnect: false,
    onSuccess: (ok) => {
      if (!ok) void leave();
    },
  });
  const [section, setSection] = useState<SectionId>("dashboard");
  // what "Modifier" in a management list opens in its editor section
  const [editingPost, setEditingPost] = useState<string | null>(null);
  const [editingPage, setEditingPage] = useState<HelpPageRef>({ slug: "help", locale: "fr" });
  // the member a "Voir le membre" of the leaks list opens in Membres
  const [memberToOpen, setMemberToOpen] = useState<string | null>(null);
  // Open on wide screens at first; after each menu click the menu folds back (SPEC 2).
  const [collapsed, setCollapsed] = useState(() => typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches);

  if (!checked) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-accent">
        <Spinner className="size-10 border-[3px]" label={ADMIN_TEXT.shell.checking} />
      </div>
    );
  }

  const current = SECTIONS.find((s) => s.id === section)!;
  return (
    <div className="flex min-h-dvh">
      <AdminSidebar
        collapsed={collapsed}
        active={section}
        onToggle={() => setCollapsed((c) => !c)}
        onSelect={(id) => {
          if (id === "blog") setEditingPost(null);
          if (id === "members") setMemberToOpen(null);
          setSection(id);
          setCollapsed(true);
        }}
        onLogout={() => void leave()}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-line bg-canvas/90 px-4 backdrop-blur md:px-8">
          <h1 className="truncate text-lg font-semibold md:text-xl">{current.label}</h1>
          <span className="hidden truncate text-sm text-muted sm:inline" dir="ltr">
            {username}
          </span>
        </header>
        <main className="flex-1 px-4 py-6 md:px-8">
          {section === "dashboard" && <DashboardHome username={username} onOpen={(id) => setSection(id)} />}
          {section === "contact" && <ContactsSection />}
          {section === "newsletter" && <NewsletterSection />}
          {section === "payouts" && <PayoutsSection />}
          {section === "payments" && <PaymentsSection />}
          {section === "reviews" && <ReviewsSection />}
          {section === "takedowns" && <TakedownsSection />}
          {section === "audit" && <AuditSection />}
          {section === "categories" && <CategoriesSection />}
          {section === "blog" && <BlogEditorSection key={editingPost ?? "new"} postId={editingPost} onSaved={setEditingPost} onNew={() => setEditingPost(null)} />}
          {section === "blogManage" && (
            <BlogManageSection
              onEdit={(id) => {
                setEditingPost(id);
                setSection("blog");
              }}
            />
          )}
          {section === "services" && <ServiceEditorSection value={editingPage} onChange={setEditingPage} />}
          {section === "serviceManage" && (
            <ServiceManageSection
              onEdit={(ref) => {
                setEditingPage(ref);
                setSection("services");
              }}
            />
          )}
          {section === "reports" && <ReportsSection />}
          {section === "appeals" && <AppealsSection />}
          {section === "members" && <MembersSection key={memberToOpen ?? "list"} openFirst={memberToOpen} />}
          {section === "leaks" && (
            <LeaksSection
              onOpenMember={(id) => {
                setMemberToOpen(id);
                setSection("members");
              }}
            />
          )}
          {section === "verifications" && <VerificationsSection />}
        </main>
      </div>
    </div>
  );
}
