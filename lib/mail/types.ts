/** One message the app sends (password reset, receipts...). `text` is required; `html` optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the member a notice is for: it follows their discreet-mode choices (lib/account/notice-mail.ts) */
  recipientId?: string;
  /** what lib/mail/layout.ts made it from: a notice is made again from these in discreet mode (drivers ignore it) */
  parts?: MailParts;
};

export type MailLang = "tn" | "fr" | "en" | "ar";

/** The words of one e-mail, laid out by layoutMail (lib/mail/layout.ts). */
export type MailParts = {
  to: string;
  /** the reader's language: words of the layout, `lang` and `dir` of the HTML */
  lang: MailLang;
  subject: string;
  greeting: string;
  body: string[];
  link?: { href: string; label: string };
  after?: string[];
  /** the preview line mail clients show beside the subject (default: the first paragraph) */
  preview?: string;
  /** an image shown above the greeting (e.g. a creator's avatar); never in discreet mode */
  image?: { src: string; alt: string };
  /** neutral subject and preview, no image */
  discreet?: boolean;
};

/** What a driver reports back: an id (and, for the outbox, where the message was written). */
export type MailReceipt = { id: string; path?: string };

/** A way of delivering mail. Drivers never throw for a bad recipient; they throw only when delivery itself failed. */
export interface MailDriver {
  readonly name: string;
  send(message: MailMessage & { from: string; id: string; date: Date }): Promise<MailReceipt>;
}
