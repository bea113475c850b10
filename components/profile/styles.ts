export const card = "rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6";
