"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";

const MAX = 50;

/** Public name: what other members see instead of first and last name (PUT /api/users/profile {displayName}). */
export function DisplayNameSettings({ initial }: { initial: string | null }) {
  const t = useTranslations("Settings");
  const [value, setValue] = useState(initial ?? "");
  const [errors, setErrors] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors(undefined);
    const displayName = value.trim();
    if (displayName.length > MAX) return setErrors([t("nameTooLong")]);
    setSaving(true);
    try {
      const body = await requestJson<{ user: { displayName: string | null } }>("/api/users/profile", {
        method: "PUT",
        body: JSON.stringify({ displayName: displayName || null }),
      });
      setValue(body.user.displayName ?? "");
      toast.success(t("nameSaved"));
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.displayName) setErrors([t("nameTooLong")]);
      else toast.error(t("nameFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <TextField
        label={t("displayName")}
        name="displayName"
        autoComplete="nickname"
        maxLength={MAX}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        errors={errors}
      />
      <Button type="submit" loading={saving}>
        {t("nameSave")}
      </Button>
    </form>
  );
}
