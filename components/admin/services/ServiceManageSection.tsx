"use client";

import { useSWR } from "@/client/swr";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ADMIN_TEXT } from "../strings";
import { ListStatus } from "../ListParts";
import { frenchShortDate } from "../format";
import type { HelpPageOverview, HelpPageRef } from "./help-pages-api";

const T = ADMIN_TEXT.pages;

/** Gestion de service: each help page, and per language whether an edited text is stored; "Modifier" opens it in Services. */
export function ServiceManageSection({ onEdit }: { onEdit: (ref: HelpPageRef) => void }) {
  const { data, error } = useSWR<{ pages: HelpPageOverview[] }>("/api/admin/pages");
  const pages = data?.pages ?? [];
  return (
    <section className="space-y-5" aria-label={ADMIN_TEXT.sections.serviceManage}>
      <p className="text-sm text-muted">{T.intro}</p>
      <ListStatus loading={!data && !error} error={error ? (error as Error).message : null} empty={pages.length === 0} emptyText="">
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="admin-pages">
          {pages.map((p) => (
            <li key={p.slug} className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
              <h2 className="font-semibold">
                {T.names[p.slug]} <span className="text-sm font-normal text-muted" dir="ltr">{p.path}</span>
              </h2>
              <ul className="mt-3 divide-y divide-line">
                {p.languages.map((l) => (
                  <li key={l.locale} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span className="w-24 font-medium">{ADMIN_TEXT.blog.localeNames[l.locale]}</span>
                    <span className={l.stored ? "flex-1 text-ok" : "flex-1 text-subtle"}>
                      {l.stored && l.updatedAt ? `${T.stored} · ${l.updatedBy ?? ""} · ${frenchShortDate(l.updatedAt)}` : T.default}
                    </span>
                    <Button variant="ghost" size="sm" aria-label={T.editLabel(T.names[p.slug], ADMIN_TEXT.blog.localeNames[l.locale])} onClick={() => onEdit({ slug: p.slug, locale: l.locale })}>
                      <Pencil className="size-4" aria-hidden />
                      {T.edit}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </ListStatus>
    </section>
  );
}
