"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { inputClasses } from "@/components/ui/field-styles";
import { useMoney } from "@/components/payments/money";

/** The composer's pay-per-view and schedule fields, as typed (datetime-local values are the reader's local time). */
export type OfferDraft = { price: string; freeForSubscribers: boolean; publishAt: string; expiresAt: string };
export const EMPTY_OFFER: OfferDraft = { price: "", freeForSubscribers: false, publishAt: "", expiresAt: "" };

/** A datetime-local value ("2026-11-26T18:30", local time) as an ISO time with offset, or "". */
export function localToIso(value: string): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

/** The multipart fields of POST /api/posts/exclusive-content for the draft (empty ones left out). */
export function appendOffer(form: FormData, offer: OfferDraft) {
  if (offer.price.trim()) {
    form.set("price", offer.price.trim());
    form.set("freeForSubscribers", String(offer.freeForSubscribers));
  }
  const publishAt = localToIso(offer.publishAt);
  const expiresAt = localToIso(offer.expiresAt);
  if (publishAt) form.set("publishAt", publishAt);
  if (expiresAt) form.set("expiresAt", expiresAt);
}

/** Price (optional; empty = open to subscribers), "free for subscribers", publish at, expire at. */
export function ComposerOffer({ value, onChange, errors }: { value: OfferDraft; onChange: (v: OfferDraft) => void; errors?: Partial<Record<keyof OfferDraft, string>> }) {
  const tp = useTranslations("Ppv");
  const ts = useTranslations("Schedule");
  const money = useMoney();
  const id = useId();
  const set = (patch: Partial<OfferDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line/70 p-3 sm:grid-cols-2" data-testid="composer-offer">
      <legend className="px-1 text-sm font-medium text-muted">{tp("offerLegend")}</legend>
      <div>
        <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-medium text-muted">
          {tp("priceLabel", { currency: money.sign })}
        </label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          dir="ltr"
          value={value.price}
          onChange={(e) => set({ price: e.target.value })}
          placeholder={tp("pricePlaceholder")}
          className={inputClasses(Boolean(errors?.price))}
          aria-invalid={Boolean(errors?.price)}
          aria-describedby={`${id}-price-hint`}
          data-testid="composer-price"
        />
        <p id={`${id}-price-hint`} className={errors?.price ? "mt-1 text-xs text-danger" : "mt-1 text-xs text-subtle"}>
          {errors?.price ?? tp("priceHint")}
        </p>
        {value.price.trim() !== "" && (
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.freeForSubscribers} onChange={(e) => set({ freeForSubscribers: e.target.checked })} className="size-4 accent-[var(--color-accent)]" data-testid="composer-free-for-subscribers" />
            {tp("freeForSubscribers")}
          </label>
        )}
      </div>
      <div className="grid gap-3">
        <div>
          <label htmlFor={`${id}-publish`} className="mb-1 block text-sm font-medium text-muted">
            {ts("publishAtLabel")}
          </label>
          <input id={`${id}-publish`} type="datetime-local" dir="ltr" value={value.publishAt} onChange={(e) => set({ publishAt: e.target.value })} className={inputClasses(Boolean(errors?.publishAt))} data-testid="composer-publish-at" />
          {errors?.publishAt && <p className="mt-1 text-xs text-danger">{errors.publishAt}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-expires`} className="mb-1 block text-sm font-medium text-muted">
            {ts("expiresAtLabel")}
          </label>
          <input id={`${id}-expires`} type="datetime-local" dir="ltr" value={value.expiresAt} onChange={(e) => set({ expiresAt: e.target.value })} className={inputClasses(Boolean(errors?.expiresAt))} data-testid="composer-expires-at" />
          {errors?.expiresAt && <p className="mt-1 text-xs text-danger">{errors.expiresAt}</p>}
        </div>
      </div>
    </fieldset>
  );
}
