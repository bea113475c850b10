import clsx from "clsx";
import { MediaTile } from "@/components/media/MediaTile";
import { POST_GRID_PHOTO_SIZES, POST_PHOTO_SIZES } from "@/components/media/srcset";
import type { PostMedia } from "./types";

/**
 * Images or videos of a post: 1 column for one item, otherwise 2 columns from md. Each tile's box
 * has its medium's shape and placeholder from the answer, so the page does not move as they load.
 * `seconds`: each video's length, in order (the post's `preview.videoSeconds`).
 */
export function PostMediaGrid({
  items,
  kind,
  seconds,
  load,
}: {
  items: PostMedia[];
  kind: "image" | "video";
  seconds?: (number | null)[];
  /** "priority": the first photo is the page's likely largest paint; "lazy": every photo is fetched as it nears the viewport */
  load?: "priority" | "lazy";
}) {
  if (items.length === 0) return null;
  const sizes = items.length > 1 ? POST_GRID_PHOTO_SIZES : POST_PHOTO_SIZES;
  return (
    <div className={clsx("grid gap-2", items.length > 1 && "md:grid-cols-2")} data-testid={`post-${kind}s`}>
      {items.map((m, i) => (
        <MediaTile key={m._id} mediaKey={m.key} kind={kind} caption={m.caption} duration={seconds?.[i]} width={m.width} height={m.height} placeholder={m.placeholder} sizes={sizes} load={load === "priority" ? (i === 0 ? "priority" : undefined) : load} />
      ))}
    </div>
  );
}
