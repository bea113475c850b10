"use client";

import { ArrowRight, Banknote, CreditCard, IdCard, Mail, Newspaper } from "lucide-react";
import { ADMIN_TEXT } from "./strings";
import { dashboardGreeting, frenchDate } from "./greeting";
import { useClientHour, useClientToday } from "./useClientHour";
import type { SectionId } from "./sections";

const T = ADMIN_TEXT.dashboard;

export function DashboardHome({ username, onOpen }: { username: string; onOpen: (id: SectionId) => void }) {
  const hour = useClientHour();
  const today = useClientToday();
  const cards = [
    { id: "contact" as const, title: ADMIN_TEXT.sections.contact, text: T.contactCard, icon: Mail },
    { id: "newsletter" as const, title: ADMIN_TEXT.sections.newsletter, text: T.newsletterCard, icon: Newspaper },
    { id: "payouts" as const, title: ADMIN_TEXT.sections.payouts, text: T.payoutsCard, icon: Banknote },
    { id: "payments" as const, title: ADMIN_TEXT.sections.payments, text: T.paymentsCard, icon: CreditCard },
    { id: "verifications" as const, title: ADMIN_TEXT.sections.verifications, text: T.verificationsCard, icon: IdCard },
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
      <ul className="grid gap-4 md:grid-cols-2">
        {cards.map(({ id, title, text, icon: Icon }) => (
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
    </div>
  );
}
