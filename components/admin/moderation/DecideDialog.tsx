"use client";

import { useId, useState } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { FieldError } from "@/components/ui/FieldError";
import { inputClasses } from "@/components/ui/field-styles";
import { ADMIN_TEXT } from "../strings";

const T = ADMIN_TEXT.moderation;

interface DecideDialogProps {
  open: boolean;
  title: string;
  /** the choices (value -> French label); the first is preselected */
  actions: Record<string, string>;
  /** an action that asks for a number of days (suspend) */
  daysFor?: string;
  reasonLabel: string;
  message?: string;
  busy: boolean;
  onConfirm: (input: { action: string; reason: string; days?: number }) => void;
  onCancel: () => void;
}

/** The decision step of the moderation queues and the members section: an action, a reason (required), days for a suspension. */
export function DecideDialog({ open, title, actions, daysFor, reasonLabel, message, busy, onConfirm, onCancel }: DecideDialogProps) {
  const id = useId();
  const choices = Object.entries(actions);
  const [action, setAction] = useState(choices[0]?.[0] ?? "");
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} title={title} closeLabel={ADMIN_TEXT.list.close} className="max-w-md">
      <form
        noValidate
        data-testid="decide-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) return setProblem(T.reasonRequired);
          const n = Number(days);
          onConfirm({ action, reason: reason.trim(), ...(action === daysFor && Number.isInteger(n) && n > 0 ? { days: n } : {}) });
        }}
        className="space-y-4"
      >
        {message && <p className="text-ink">{message}</p>}
        {choices.length > 1 && (
          <div>
            <label htmlFor={`${id}-action`} className="mb-1.5 block text-sm font-medium text-muted">
              {T.actionLabel}
            </label>
            <select id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value)} className={inputClasses(false)}>
              {choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        {daysFor && action === daysFor && (
          <div>
            <label htmlFor={`${id}-days`} className="mb-1.5 block text-sm font-medium text-muted">
              {T.days}
            </label>
            <input id={`${id}-days`} type="number" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} className={inputClasses(false)} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-muted">
            {reasonLabel}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={2000}
            rows={4}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            aria-invalid={Boolean(problem) || undefined}
            className={inputClasses(Boolean(problem), "h-auto min-h-24 py-3")}
          />
          <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {ADMIN_TEXT.list.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {T.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
