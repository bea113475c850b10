"use client";

import { useId } from "react";
import { FilePicker } from "@/components/ui/FilePicker";

/** A photo picker of an identity form (the server checks the bytes; `accept` only helps the picker). */
export function FileField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-muted">
        {label}
      </label>
      <FilePicker id={id} name={name} required accept="image/jpeg,image/png,image/webp,image/avif" />
    </div>
  );
}
