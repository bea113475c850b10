/** A medium of the viewer's vault as GET /api/users/vault answers it. */
export interface VaultItem {
  _id: string;
  type: "photo" | "video";
  key: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  placeholder: string | null;
  /** the owner's signed preview link (a video's poster; "" while it has none), and a photo's narrower copies (decision 080) */
  url: string;
  srcset: { width: number; url: string }[];
  /** processing, ready or failed (a video plays once ready) */
  status?: "processing" | "ready" | "failed";
  /** how many posts show it */
  posts: number;
  inMessage: boolean;
  createdAt: string;
}

export interface VaultPage {
  items: VaultItem[];
  pagination: { page: number; pages: number; total: number; hasNext: boolean };
}

export type VaultFilter = "all" | "photo" | "video";
