"use client";

import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { FieldError } from "./FieldError";
import { inputClasses } from "./field-styles";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  errors?: string[];
  /** Rendered under the input (e.g. a strength meter). */
  children?: ReactNode;
}

export function PasswordField({ label, errors, children, className, id, ...input }: PasswordFieldProps) {
  const t = useTranslations("Auth");
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(errors?.length);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={inputClasses(invalid, "pe-12")}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 end-0 flex w-12 items-center justify-center rounded-e-xl text-subtle hover:text-ink"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      </div>
      {children}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
