"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { FieldError } from "@/components/ui/FieldError";
import { TextField } from "@/components/ui/TextField";
import { Link } from "@/i18n/navigation";
import { inputClasses } from "@/components/ui/field-styles";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import type { OwnUser } from "./types";

type Form = Pick<OwnUser, "firstName" | "lastName" | "username" | "email" | "bio" | "location">;
type Errors = Partial<Record<keyof Form, string[]>>;

const pick = (u: OwnUser): Form => ({
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
  email: u.email,
  bio: u.bio ?? "",
  location: u.location ?? "",
});

interface ProfileEditFormProps {
  user: OwnUser;
  onCancel: () => void;
  onSaved: (user: OwnUser) => void;
}

/** Edit mode of the About tab: PUT /api/users/profile, then the server's user replaces the local one. */
export function ProfileEditForm({ user, onCancel, onSaved }: ProfileEditFormProps) {
  const t = useTranslations("Profile");
  const [form, setForm] = useState<Form>(() => pick(user));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setSaving(true);
    try {
      const body = await requestJson<{ user: OwnUser }>("/api/users/profile", {
        method: "PUT",
        body: JSON.stringify({ ...form, email: undefined, bio: form.bio.trim(), location: form.location.trim() }),
      });
      onSaved(body.user);
      toast.success(t("profileUpdated"));
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors as Errors);
      toast.error(err instanceof ApiError && err.status === 409 ? err.message : t("profileUpdateFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{t("editProfile")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t("firstName")} name="firstName" value={form.firstName} onChange={set("firstName")} errors={errors.firstName} autoComplete="given-name" />
        <TextField label={t("lastName")} name="lastName" value={form.lastName} onChange={set("lastName")} errors={errors.lastName} autoComplete="family-name" />
        <TextField label={t("username")} name="username" value={form.username} onChange={set("username")} errors={errors.username} dir="ltr" autoComplete="username" />
        <div>
          {/* the e-mail changes only with proof (Settings > E-mail): shown here, not edited */}
          <TextField label={t("email")} name="email" type="email" value={form.email} readOnly aria-describedby="profile-email-hint" dir="ltr" autoComplete="email" />
          <p id="profile-email-hint" className="mt-1.5 text-xs text-muted">
            {t("emailChangeHint")}{" "}
            <Link href="/settings#email" className="text-accent underline-offset-2 hover:underline">
              {t("emailChangeLink")}
            </Link>
          </p>
        </div>
      </div>
      <div>
        <label htmlFor="profile-bio" className="mb-1.5 block text-sm font-medium text-muted">
          {t("bio")}
        </label>
        <textarea
          id="profile-bio"
          name="bio"
          rows={4}
          maxLength={500}
          value={form.bio}
          onChange={set("bio")}
          placeholder={t("bioPlaceholder")}
          aria-invalid={Boolean(errors.bio) || undefined}
          aria-describedby={errors.bio ? "profile-bio-error" : undefined}
          className={inputClasses(Boolean(errors.bio), "h-auto py-3")}
        />
        <FieldError id="profile-bio-error" messages={errors.bio} />
      </div>
      <TextField label={t("location")} name="location" value={form.location} onChange={set("location")} errors={errors.location} maxLength={100} />
      <div className="flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setForm(pick(user));
            setErrors({});
            onCancel();
          }}
          disabled={saving}
        >
          {t("cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("saveChanges")}
        </Button>
      </div>
    </form>
  );
}
