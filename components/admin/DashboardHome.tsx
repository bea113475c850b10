"use client";

import clsx from "clsx";
import { useSWR } from "@/client/swr";
import { ArrowRight, CreditCard, LifeBuoy, Mail, Newspaper, SquarePen, Tags } from "lucide-react";
import { ADMIN_TEXT } from "./strings";
import { dashboardGreeting, frenchDate } from "./greeting";
import { dashboardFigures, type Figure } from "./dashboard-figures";
import { useClientHour, useClientToday } from "./useClientHour";
import type { SectionId } from "./sections";

const T = ADMIN_TEXT.dashboard;

function FigureCard({ f, onOpen }: { f: Figure; onOpen: (id: SectionId) => void }) {
  const Icon = f.icon;
  const body = (
    <>
      <Icon className={clsx("mt-1 size-6 shrink-0", f.alert ? "text-danger" : "text-accent")} aria-hidden />
      <span className="flex-1">
        <span className="block text-sm text-muted">{f.title}</span>
        <span className="block text-3xl font-bold tabular-nums" data-testid={`count-${f.key}`}>
          {f.value}
        </span>
        {f.text && <span className={clsx("mt-1 block text-sm", f.alert ? "font-medium text-danger" : "text-subtle")}>{f.text}</span>}
      </span>
      {f.section && <ArrowRight className="size-5 shrink-0 text-subtle transition group-hover:text-ink rtl:-scale-x-100" aria-hidden />}
    </>
  );
  const classes = clsx(
    "group flex h-full w-full items-start gap-4 rounded-[var(--radius-card)] border bg-surface p-5 text-start",
    f.alert ? "border-danger/60" : "border-line",
  );
  if (!f.section) return <div className={classes}>{body}</div>;
  const section = f.section;
  return (
    <button type="button" onClick={() => onOpen(section)} className={clsx(classes, "transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent")}>
      {body}
    </button>
  );
}

export function DashboardHome({ username, onOpen }: { username: string; onOpen: (id: SectionId) => void }) {
  const hour = useClientHour();
  const today = useClientToday();
  const { data, error } = useSWR<{ counts: Parameters<typeof dashboardFigures>[0] }>("/api/admin/dashboard", { refreshInterval: 60_000 });
  const shortcuts = [
    { id: "contact" as const, title: ADMIN_TEXT.sections.contact, text: T.contactCard, icon: Mail },
    { id: "newsletter" as const, title: ADMIN_TEXT.sections.newsletter, text: T.newsletterCard, icon: Newspaper },
    { id: "payments" as const, title: ADMIN_TEXT.sections.payments, text: T.paymentsCard, icon: CreditCard },
    { id: "categories" as const, title: ADMIN_TEXT.sections.categories, text: T.categoriesCard, icon: Tags },
    { id: "blog" as const, title: ADMIN_TEXT.sections.blog, text: T.blogCard, icon: SquarePen },
    { id: "services" as const, title: ADMIN_TEXT.sections.services, text: T.servicesCard, icon: LifeBuoy },
  ];
  return (
    <div className="space-y-8">
      <section className="rounded-[var(--radius-card)] border border-line bg-surface p-6 md:p-8">
        <h2 className="text-2xl font-bold md:text-3xl" data-testid="dashboard-greeting">
          {hour === null ? "\u00a0" : `${dashboardGreeting(hour)}, ${username}`}
        </h2>
        <p className="mt-2 text-muted first-letter:uppercase">{today ? frenchDate(new Date(today)) : "\u00a0"}</p>
        <p className="mt-4 text-sm text-subtle">{T.intro}</p>
      </section>
      <section aria-label={ADMIN_TEXT.sections.dashboard}>
        {error && (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
            {T.failed}
          </p>
        )}
        {!data && !error && <p className="text-muted">{T.loading}</p>}
        {data && (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-counts">
            {dashboardFigures(data.counts).map((f) => (
              <li key={f.key}>
                <FigureCard f={f} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-subtle">{T.shortcuts}</h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shortcuts.map(({ id, title, text, icon: Icon }) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => onOpen(id)}
                className="group flex h-full w-full items-start gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 text-start transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <Icon className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden />
                <span className="flex-1">
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                </span>
                <ArrowRight className="size-5 shrink-0 text-subtle transition group-hover:text-ink rtl:-scale-x-100" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
