"use client";

import { useSearchParams } from "next/navigation";
import { CounterNoticeForm } from "./CounterNoticeForm";
import { TakedownForm } from "./TakedownForm";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /dmca: the notice form, or the counter-notice form when the creator follows their statement's link (?counter={id}). */
export function DmcaForms() {
  const counter = useSearchParams().get("counter");
  return counter && UUID.test(counter) ? <CounterNoticeForm takedownId={counter} /> : <TakedownForm />;
}
