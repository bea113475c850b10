"use client";

import { useState, type ComponentProps } from "react";
import dynamic from "next/dynamic";

// The dialog's code (and the checkout it opens) loads with the first purchase of a page (decision 088).
const CheckoutDialog = dynamic(() => import("./CheckoutDialog").then((m) => m.CheckoutDialog));

/**
 * CheckoutDialog, mounted from its first opening on: a page with many buy buttons (the feed's
 * pay-per-view posts) loads none of it until one is used. Once mounted it stays, so later closings
 * are the native dialog's own (focus back on the button that opened it).
 */
export function LazyCheckoutDialog(props: ComponentProps<typeof CheckoutDialog>) {
  const [used, setUsed] = useState(false);
  if (props.purchase && !used) setUsed(true);
  return used || props.purchase ? <CheckoutDialog {...props} /> : null;
}
