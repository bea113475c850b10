"use client";

import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { ADMIN_TEXT } from "./strings";

const T = ADMIN_TEXT.list;

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The in-page confirm step of the admin's destructive actions (SPEC 5 and 8). */
export function ConfirmDialog({ open, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} title={T.confirmTitle} closeLabel={T.close} className="max-w-md">
      <p className="text-ink" data-testid="confirm-message">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
        <Button onClick={onConfirm} loading={busy} className="bg-none bg-danger-strong shadow-none">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
