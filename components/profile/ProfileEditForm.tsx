"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { FieldError } from "@/components/ui/FieldError";
import { TextField } from "@/components/ui/TextField";
import { Link } from "@/i18n/navigation";
import { inputClasses } from "@/components/ui/field-styles";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { profileForm } from "@/client/forms/account-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import type { OwnUser } from "./types";

type Form = Pick<OwnUser, "firstName" | "lastName" | "username" | "bio" | "location">;

const pick = (u: OwnUser): Form => ({
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
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
  const form = useSchemaForm(profileForm.schema, pick(user));
  const texts = useFormTexts(profileForm.texts);
  // the server's own field errors (a username taken meanwhile), as it answered them
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const saving = form.formState.isSubmitting;
  const errorsOf = (field: keyof Form) => refused[field] ?? texts.fieldText(form.formState.errors, field);
  const field = (name: keyof Form) => ({ ...form.register(name), errors: errorsOf(name) });

  const send = form.handleSubmit(async (changes) => {
    try {
      const body = await requestJson<{ user: OwnUser }>("/api/users/profile", { method: "PUT", body: JSON.stringify(changes) });
      onSaved(body.user);
      toast.success(t("profileUpdated"));
    } catch (err) {
      if (err instanceof ApiError && err.errors) setRefused(err.errors);
      toast.error(err instanceof ApiError && err.status === 409 ? err.message : t("profileUpdateFailed"));
    }
  });

  function onSubmit(event: FormEvent) {
    setRefused({});
    return send(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{t("editProfile")}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t("firstName")} autoComplete="given-name" {...field("firstName")} />
        <TextField label={t("lastName")} autoComplete="family-name" {...field("lastName")} />
        <TextField label={t("username")} dir="ltr" autoComplete="username" {...field("username")} />
        <div>
          {/* the e-mail changes only with proof (Settings > E-mail): shown here, not edited */}
          <TextField label={t("email")} name="email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" dir="ltr" autoComplete="email" />
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
          rows={4}
          maxLength={500}
          {...form.register("bio")}
          placeholder={t("bioPlaceholder")}
          aria-invalid={Boolean(errorsOf("bio")) || undefined}
          aria-describedby={errorsOf("bio") ? "profile-bio-error" : undefined}
          className={inputClasses(Boolean(errorsOf("bio")), "h-auto py-3")}
        />
        <FieldError id="profile-bio-error" messages={errorsOf("bio")} />
      </div>
      <TextField label={t("location")} maxLength={100} {...field("location")} />
      <div className="flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(pick(user));
            setRefused({});
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
