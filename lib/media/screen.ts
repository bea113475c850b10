import type { PdqHash } from "@/lib/media/pdq";

/** An upload about to be stored, as a screen sees it: its hashes (a photo's one; a video's frames, one a second) and its bytes as sent. */
export type UploadToScreen = {
  /** the file's name in answers ("photo.jpg", "File 2") */
  label: string;
  hashes: PdqHash[];
  /** the upload as it arrived: bytes, or the temporary file it was spooled to */
  source: Buffer | string;
  mimeType: string;
};

/**
 * Runs on every photo before anything of it is stored, where photos are processed
 * (lib/media/prepare.ts, lib/media/public-images.ts); throws to refuse the upload. The screen
 * against known-abuse hash lists is lib/moderation/hash-match.ts (a higher layer: it opens reports).
 */
export type UploadScreen = (upload: UploadToScreen) => Promise<void>;
