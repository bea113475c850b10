/** One fact of a profile's about section (a term and its value). */
export function AboutRow({ label, value, testId, ltr }: { label: string; value: string; testId?: string; ltr?: boolean }) {
  return (
    <div className="grid gap-1 border-b border-line/60 py-3 last:border-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="break-words whitespace-pre-line" data-testid={testId} dir={ltr ? "ltr" : "auto"}>
        {ltr ? <bdi>{value}</bdi> : value}
      </dd>
    </div>
  );
}
