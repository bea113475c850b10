// srcset candidates name only widths the server stores, and each is served as that stored width.
import { describe, expect, it } from "vitest";
import { publicImageSrcSet } from "@/components/ui/responsive";
import { pickVariant, variantKey } from "@/lib/media/public-images";
import { PUBLIC_IMAGE_WIDTHS } from "@/shared/media/image-widths";

const KEYS = { avatar: "av-0f8fad5b-d9cb-469f-a165-70867728950e", cover: "cv-0f8fad5b-d9cb-469f-a165-70867728950e" } as const;

describe("publicImageSrcSet", () => {
  for (const kind of ["avatar", "cover"] as const) {
    it(`${kind}: one candidate per stored width, each picking exactly that stored variant`, () => {
      const srcset = publicImageSrcSet(`/api/images/${KEYS[kind]}?w=192`, kind)!;
      const candidates = srcset.split(", ").map((c) => c.split(" "));
      expect(candidates.map(([, w]) => w)).toEqual(PUBLIC_IMAGE_WIDTHS[kind].map((w) => `${w}w`));
      for (const [url, descriptor] of candidates) {
        const width = Number(new URL(url!, "http://x").searchParams.get("w"));
        expect(`${width}w`).toBe(descriptor);
        expect(pickVariant(KEYS[kind], kind, width)).toBe(variantKey(KEYS[kind], width));
      }
    });
  }

  it("gives none for addresses that are not public images (previews, signed media)", () => {
    expect(publicImageSrcSet(null, "avatar")).toBeUndefined();
    expect(publicImageSrcSet("blob:http://x/1", "avatar")).toBeUndefined();
    expect(publicImageSrcSet("/api/media/po-1.jpg?exp=1&sig=x", "cover")).toBeUndefined();
  });
});
