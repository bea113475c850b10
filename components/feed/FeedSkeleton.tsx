/** Placeholder cards while the first feed page loads. */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className="animate-pulse rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <span className="size-11 rounded-full bg-surface-2" />
            <span className="flex-1 space-y-2">
              <span className="block h-3 w-1/3 rounded bg-surface-2" />
              <span className="block h-2.5 w-1/4 rounded bg-surface-2" />
            </span>
          </div>
          <span className="mt-4 block h-3 w-2/3 rounded bg-surface-2" />
          <span className="mt-4 block aspect-video rounded-xl bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
