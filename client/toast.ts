import type { toast as sonnerToast } from "sonner";

// Toasts without sonner in the page's first scripts (docs/decisions/069-page-javascript-budget.md):
// sonner (its toaster and styles, about 11 kB compressed) is fetched the first time a toast is
// shown, and the toaster is mounted then (components/providers/LazyToaster.tsx). sonner keeps the
// toasts made before its toaster subscribes and replays them, so nothing shown early is lost.
// The only import of "sonner" outside the providers (eslint forbids the others).

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner");
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast was asked for on this page (the toaster mounts from then on). */
export function toastRequested(): boolean {
  return loading !== null;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/** sonner's `toast.success` / `toast.error` / `toast.message` (neutral), loaded on first use. */
export const toast: { success: Show; error: Show; message: Show } = {
  success: (...args) => {
    void load().then((m) => m.toast.success(...args));
  },
  error: (...args) => {
    void load().then((m) => m.toast.error(...args));
  },
  message: (...args) => {
    void load().then((m) => m.toast.message(...args));
  },
};
