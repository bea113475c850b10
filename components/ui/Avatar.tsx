import clsx from "clsx";

interface AvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

/** A round picture, or the initials on the brand gradient when there is none. */
export function Avatar({ name, src, className }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  if (src) {
    return <img src={src} alt="" className={clsx("size-9 rounded-full object-cover", className)} />;
  }
  return (
    <span
      aria-hidden
      className={clsx("bg-brand flex size-9 items-center justify-center rounded-full text-sm font-bold text-white", className)}
    >
      {initials || "?"}
    </span>
  );
}
