"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { displayNameForm } from "@/client/forms/account-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";

const MAX = 50;

/** Public name: what other members see instead of first and last name (PUT /api/users/profile {displayName}). */
export function DisplayNameSettings({ initial }: { initial: string | null }) {
  const t = useTranslations("Settings");
  const form = useSchemaForm(displayNameForm.schema, { displayName: initial ?? "" });
  const texts = useFormTexts(displayNameForm.texts);
  const [refused, setRefused] = useState<string[] | undefined>();

  const send = form.handleSubmit(async ({ displayName }) => {
    try {
      const body = await requestJson<{ user: { displayName: string | null } }>("/api/users/profile", {
        method: "PUT",
        body: JSON.stringify({ displayName: displayName ?? null }),
      });
      form.reset({ displayName: body.user.displayName ?? "" });
      toast.success(t("nameSaved"));
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.displayName) setRefused([t("nameTooLong")]);
      else toast.error(t("nameFailed"));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setRefused(undefined);
    return send(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <TextField
        label={t("displayName")}
        autoComplete="nickname"
        maxLength={MAX}
        {...form.register("displayName")}
        errors={refused ?? texts.fieldText(form.formState.errors, "displayName")}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t("nameSave")}
      </Button>
    </form>
  );
}
