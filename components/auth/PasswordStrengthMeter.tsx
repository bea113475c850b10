import clsx from "clsx";
import { useTranslations } from "next-intl";
import { passwordScore, strengthOf, strengthPercent, type PasswordStrength } from "@/shared/validation/password";

const barColor: Record<PasswordStrength, string> = {
  weak: "bg-danger",
  medium: "bg-warn",
  strong: "bg-ok",
};

const textColor: Record<PasswordStrength, string> = {
  weak: "text-danger",
  medium: "text-warn",
  strong: "text-ok",
};

/** Shown only once something has been typed. Width is score / 5. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations("Auth");
  if (password.length === 0) return null;
  const score = passwordScore(password);
  const strength = strengthOf(score);
  return (
    <div className="mt-2" data-testid="password-strength" data-strength={strength} data-score={score}>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
        <div
          className={clsx("h-full rounded-full transition-[width] duration-300", barColor[strength])}
          style={{ width: `${strengthPercent(score)}%` }}
        />
      </div>
      <p className={clsx("mt-1 text-xs", textColor[strength])} aria-live="polite">
        {t("strength", { label: t(strength) })}
      </p>
    </div>
  );
}
