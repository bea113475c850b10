import clsx from "clsx";
import { MediaTile } from "@/components/media/MediaTile";
import type { PostMedia } from "./types";

/** Images or videos of a post: 1 column for one item, otherwise 2 columns from md. */
export function PostMediaGrid({ items, kind }: { items: PostMedia[]; kind: "image" | "video" }) {
  if (items.length === 0) return null;
  return (
    <div className={clsx("grid gap-2", items.length > 1 && "md:grid-cols-2")} data-testid={`post-${kind}s`}>
      {items.map((m) => (
        <MediaTile key={m._id} mediaKey={m.key} kind={kind} caption={m.caption} />
      ))}
    </div>
  );
}
