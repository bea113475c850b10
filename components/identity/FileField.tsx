"use client";

import { useId } from "react";

/** A photo picker of an identity form (the server checks the bytes; `accept` only helps the picker). */
export function FileField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        required
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="block w-full text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-accent/15 file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink"
      />
    </div>
  );
}
