/** A mass message as GET/POST /api/chat/mass-messages answer it (lib/chat/mass-messages.ts). */
export interface MassMessage {
  _id: string;
  text: string;
  audience: MassAudience;
  price: number | null;
  mediaIds: string[];
  status: "queued" | "sending" | "done";
  total: number;
  delivered: number;
  skipped: number;
  opened: number;
  bought: number;
  createdAt: string;
  finishedAt: string | null;
}

export type MassAudience = "active" | "expired" | "all" | "tippers";
export const AUDIENCES: MassAudience[] = ["active", "expired", "all", "tippers"];

/** GET/PUT /api/users/welcome-message (null: none). */
export type WelcomeMessage = { text: string; mediaIds: string[]; price: number | null } | null;
