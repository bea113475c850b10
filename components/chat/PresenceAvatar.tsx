import clsx from "clsx";
import { Avatar } from "@/components/ui/Avatar";

/** An avatar with the online dot at its end-bottom corner. */
export function PresenceAvatar({ name, src, online, className, onlineLabel }: { name: string; src?: string | null; online: boolean; className?: string; onlineLabel: string }) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar name={name} src={src} className={className} />
      {online && (
        <span
          role="img"
          aria-label={onlineLabel}
          className={clsx("absolute end-0 bottom-0 size-3 rounded-full bg-ok ring-2 ring-surface")}
        />
      )}
    </span>
  );
}
