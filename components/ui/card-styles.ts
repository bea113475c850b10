// The card surface of pages (earnings, dashboard, mass messages, creator tools).
export const card = "rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6";
