/** One message the app sends (password reset, later receipts...). `text` is required; `html` optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** What a driver reports back: an id (and, for the outbox, where the message was written). */
export type MailReceipt = { id: string; path?: string };

/** A way of delivering mail. Drivers never throw for a bad recipient; they throw only when delivery itself failed. */
export interface MailDriver {
  readonly name: string;
  send(message: MailMessage & { from: string; id: string; date: Date }): Promise<MailReceipt>;
}
