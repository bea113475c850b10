import { badgeText } from "@/client/badge";

/** A small unread badge on an icon button; nothing when the count is 0. */
export function CountBadge({ count, testId }: { count: number | null | undefined; testId?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className="absolute -top-1 -end-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-strong px-1 text-[11px] leading-none font-bold text-white ring-2 ring-canvas"
      dir="ltr"
    >
      {text}
    </span>
  );
}
