import { useId, type InputHTMLAttributes } from "react";
import { FieldError } from "./FieldError";
import { inputClasses } from "./field-styles";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  errors?: string[];
}

export function TextField({ label, errors, className, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={inputClasses(invalid)}
        {...input}
      />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
