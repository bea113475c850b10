import { TextField } from "./TextField";

/** A one-time code input (TOTP or recovery code): left-to-right, numeric keypad, the browser's one-time-code autofill. */
export function CodeField({ label, value, onChange, autoFocus }: { label: string; value: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <TextField
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      dir="ltr"
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
