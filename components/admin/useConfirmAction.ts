"use client";

import { useState } from "react";

/** The target of a pending confirm step and its in-flight flag. */
export function useConfirmAction<T>(run: (target: T) => Promise<void>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    target,
    busy,
    ask: (t: T) => setTarget(t),
    cancel: () => setTarget(null),
    confirm: async () => {
      if (target === null) return;
      setBusy(true);
      try {
        await run(target);
      } finally {
        setBusy(false);
        setTarget(null);
      }
    },
  };
}
