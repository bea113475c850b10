export const card = "rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6";
