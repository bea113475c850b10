"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { formatDate } from "@/shared/format";
import { fullName, type OwnUser } from "./types";
import { AboutRow } from "./AboutRow";

// Only the owner edits: the form (and zod with it) is loaded when editing starts.
const ProfileEditForm = dynamic(() => import("./ProfileEditForm").then((m) => m.ProfileEditForm));

interface AboutTabProps {
  user: OwnUser;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (user: OwnUser) => void;
}

/** About tab of the own profile: the facts, or the edit form. */
export function AboutTab({ user, editing, onEditingChange, onSaved }: AboutTabProps) {
  const t = useTranslations("Profile");
  const locale = useLocale();
  if (editing) {
    return (
      <ProfileEditForm
        user={user}
        onCancel={() => onEditingChange(false)}
        onSaved={(u) => {
          onSaved(u);
          onEditingChange(false);
        }}
      />
    );
  }
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{t("aboutTitle")}</h2>
        <Button variant="ghost" size="sm" onClick={() => onEditingChange(true)}>
          <Pencil className="size-4" aria-hidden />
          {t("edit")}
        </Button>
      </div>
      <dl>
        <AboutRow label={t("name")} value={fullName(user)} />
        <AboutRow label={t("username")} value={`@${user.username}`} ltr />
        <AboutRow label={t("bio")} value={user.bio || t("noBio")} testId="about-bio" />
        <AboutRow label={t("location")} value={user.location || t("notSpecified")} testId="about-location" />
        <AboutRow label={t("joined")} value={formatDate(locale, user.joinedDate)} />
      </dl>
    </section>
  );
}
