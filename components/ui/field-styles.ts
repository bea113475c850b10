import clsx from "clsx";

export function inputClasses(invalid: boolean, extra?: string) {
  return clsx(
    "h-12 w-full rounded-xl border bg-canvas/60 px-4 text-ink placeholder:text-subtle transition",
    "focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30",
    invalid ? "border-danger/70" : "border-line",
    extra,
  );
}
