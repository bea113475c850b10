import clsx from "clsx";
import { publicImageSrcSet } from "@/components/ui/responsive";

interface AvatarProps {
  name: string;
  src?: string | null;
  className?: string;
  /** the displayed size in CSS pixels (the largest, if it grows with the screen): picks the stored width */
  px?: number;
}

/** A round picture, or the initials on the brand gradient when there is none. */
export function Avatar({ name, src, className, px = 44 }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  if (src) {
    return (
      <img
        src={src}
        srcSet={publicImageSrcSet(src, "avatar")}
        sizes={`${px}px`}
        width={px}
        height={px}
        alt=""
        className={clsx("size-9 rounded-full object-cover", className)}
      />
    );
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
