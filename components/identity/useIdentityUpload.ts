"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { problemKey } from "./status";

/** Sends an identity form as multipart to `url`; answers the refusal to show (a field's or the form's). */
export function useIdentityUpload(url: string, onDone: () => Promise<unknown>) {
  const t = useTranslations("Identity");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    for (const [name, value] of [...form.entries()]) if (value instanceof File && value.size === 0) form.delete(name);
    setBusy(true);
    setProblem(null);
    try {
      await requestJson(url, { method: "POST", body: form });
      toast.success(t("submitted"));
      await onDone();
    } catch (err) {
      const p = problemKey(err);
      setProblem({ field: p.field, text: t(p.key) });
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, submit };
}
