import clsx from "clsx";

interface SpinnerProps {
  className?: string;
  /** Accessible name; omit when the spinner sits inside a labelled control. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        "inline-block size-5 animate-spin rounded-full border-2 border-current border-e-transparent",
        className,
      )}
    />
  );
}
