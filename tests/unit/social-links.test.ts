import { describe, expect, it } from "vitest";
import { socialLinks, type Env } from "@/lib/env";

describe("the footer's social links (SOCIAL_*_URL)", () => {
  it("lists only the configured accounts, in order", () => {
    expect(socialLinks({} as Env)).toEqual([]);
    expect(socialLinks({ SOCIAL_TIKTOK_URL: "https://tiktok.example/@velvet", SOCIAL_INSTAGRAM_URL: "https://instagram.example/velvet" } as Env)).toEqual([
      { network: "instagram", url: "https://instagram.example/velvet" },
      { network: "tiktok", url: "https://tiktok.example/@velvet" },
    ]);
  });
});
