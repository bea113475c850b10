"use client";

import type { ReactNode } from "react";
import { Search } from "lucide-react";
import { Spinner } from "@/components/ui/Spinner";
import { Button } from "@/components/ui/Button";
import { inputClasses } from "@/components/ui/field-styles";
import type { Pagination } from "./admin-api";
import { ADMIN_TEXT } from "./strings";

const T = ADMIN_TEXT.list;

export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="relative w-full md:max-w-sm">
      <Search className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-subtle" aria-hidden />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses(false, "ps-9")}
      />
    </div>
  );
}

/** Loading ('Chargement...'), error ('Erreur: ...') and empty states of an admin list. */
export function ListStatus({ loading, error, empty, emptyText, children }: { loading: boolean; error: string | null; empty: boolean; emptyText: string; children: ReactNode }) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
        {T.error(error)}
      </p>
    );
  }
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner className="size-5 text-accent" />
        {T.loading}
      </p>
    );
  }
  if (empty) return <p className="rounded-xl border border-line bg-surface py-10 text-center text-muted">{emptyText}</p>;
  return <>{children}</>;
}

export function Pager({ pagination, onPage }: { pagination: Pagination | undefined; onPage: (page: number) => void }) {
  if (!pagination) return null;
  const { page, pages, total } = pagination;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <span>{T.total(total)}</span>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {T.previous}
          </Button>
          <span>{T.page(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {T.next}
          </Button>
        </div>
      )}
    </div>
  );
}
