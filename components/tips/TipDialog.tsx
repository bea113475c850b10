"use client";

// PLACEHOLDER with the agreed props of the feed branch's TipDialog (UI-BRIEF "Agreed shared
// components"); the feed branch's file replaces this one when it is merged.
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/Dialog";

interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  recipient: { username: string; firstName?: string | null };
  onSent?: () => void;
}

export function TipDialog({ open, onClose, recipient }: TipDialogProps) {
  const t = useTranslations("Chat");
  return (
    <Dialog open={open} onClose={onClose} title={t("tipTitle", { name: recipient.firstName || recipient.username })} closeLabel={t("close")}>
      <p className="text-sm text-muted">@{recipient.username}</p>
    </Dialog>
  );
}
