import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  id: string;
  title: string;
  hint: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One card of the settings page; `id` is the anchor (#password, #notifications). */
export function SettingsSection({ id, title, hint, icon: Icon, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6">
      <header className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{hint}</p>
        </div>
      </header>
      {children}
    </section>
  );
}
