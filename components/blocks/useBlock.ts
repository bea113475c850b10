"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";

/** Block / unblock a member (POST/DELETE /api/users/{username}/block), with the toasts. */
export function useBlock(username: string, initiallyBlocked = false, onChange?: (blocked: boolean) => void) {
  const t = useTranslations("Blocks");
  const [blocked, setBlocked] = useState(initiallyBlocked);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!blocked && !window.confirm(t("confirmBlock", { username }))) return;
    setBusy(true);
    try {
      await requestJson(`/api/users/${encodeURIComponent(username)}/block`, { method: blocked ? "DELETE" : "POST" });
      const now = !blocked;
      setBlocked(now);
      toast.success(now ? t("blockedToast", { username }) : t("unblockedToast", { username }));
      onChange?.(now);
    } catch (err) {
      toast.error(serverMessage(err, t("failed")));
    } finally {
      setBusy(false);
    }
  }
  return { blocked, busy, toggle };
}
