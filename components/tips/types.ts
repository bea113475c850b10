export interface TipRecipient {
  username: string;
  firstName?: string | null;
}
