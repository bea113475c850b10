import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="relative px-4 py-12 sm:py-16">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-72 w-[40rem] max-w-full rounded-full bg-accent/10 blur-3xl" />
      <div className="relative mx-auto w-full max-w-lg rounded-[var(--radius-card)] border border-line bg-surface/90 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted">{subtitle}</p>
        </header>
        {children}
        <p className="mt-8 text-center text-sm text-muted">{footer}</p>
      </div>
    </section>
  );
}
