// Leak tracing (issue 25, decision 085): what the parts share.

/** A fan who received a medium, as a detector weighs them: their receipt (lib/leaks/receipts.ts). */
export type Recipient = {
  receiptId: string;
  userId: string;
  /** 64 hex digits: the key of this fan's marks on this medium */
  seed: string;
  firstAccessAt: Date;
};

/** A detector's verdict on one recipient: `confidence` in [0, 1] that the copy is theirs. */
export type Score = { receiptId: string; userId: string; confidence: number };

/** A suspect as `POST /api/leaks/trace` answers it, most confident first. */
export type Suspect = { userId: string; username: string; confidence: number; firstAccessAt: string };

/** The medium a leaked copy was found to be, or null. */
export type TracedMedia = { postId: string | null; mediaId: string } | null;

/** Listed as a suspect only at or above this confidence (issue 25 §5). */
export const SUSPECT_MIN_CONFIDENCE = 0.99;
