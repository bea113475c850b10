import clsx from "clsx";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-lg shadow-accent/20 hover:brightness-110",
  secondary: "border border-line bg-surface-2 text-ink hover:border-accent/60 hover:bg-surface",
  ghost: "text-muted hover:bg-surface-2 hover:text-ink",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm sm:px-4",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
};

/** Class list shared by <Button> and links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return clsx(base, variants[variant], sizes[size], extra);
}
