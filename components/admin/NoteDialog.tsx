"use client";

import { useId, useState } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { FieldError } from "@/components/ui/FieldError";
import { inputClasses } from "@/components/ui/field-styles";
import { ADMIN_TEXT } from "./strings";

const T = ADMIN_TEXT.list;

interface NoteDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** the text box's label */
  label: string;
  confirmLabel: string;
  /** when set, the note must have at least `minLength` characters, else this is shown */
  requiredMessage?: string;
  minLength?: number;
  busy: boolean;
  danger?: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** A confirm step that asks for a note (a refund's reason, a payout's reference or why it failed). */
export function NoteDialog({ open, title, message, label, confirmLabel, requiredMessage, minLength = 1, busy, danger, onConfirm, onCancel }: NoteDialogProps) {
  const id = useId();
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setNote("");
    setProblem(null);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} title={title} closeLabel={T.close} className="max-w-md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (requiredMessage && note.trim().length < minLength) return setProblem(requiredMessage);
          onConfirm(note.trim());
        }}
      >
        <p className="text-ink" data-testid="note-dialog-message">
          {message}
        </p>
        <label htmlFor={id} className="mt-4 mb-1.5 block text-sm font-medium text-muted">
          {label}
        </label>
        <textarea
          id={id}
          value={note}
          maxLength={500}
          rows={3}
          onChange={(e) => {
            setNote(e.target.value);
            setProblem(null);
          }}
          aria-invalid={Boolean(problem) || undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className={inputClasses(Boolean(problem), "h-auto min-h-24 py-3")}
        />
        <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={busy} className={danger ? "bg-none bg-danger-strong shadow-none" : undefined}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
