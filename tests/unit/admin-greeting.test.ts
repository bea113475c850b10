import { describe, expect, it } from "vitest";
import { dashboardGreeting, loginGreeting, preview } from "@/components/admin/greeting";

describe("admin greetings", () => {
  it("sign-in: Bonjour before 12, Bon après-midi before 18, Bonsoir otherwise", () => {
    expect(loginGreeting(0)).toBe("Bonjour");
    expect(loginGreeting(11)).toBe("Bonjour");
    expect(loginGreeting(12)).toBe("Bon après-midi");
    expect(loginGreeting(17)).toBe("Bon après-midi");
    expect(loginGreeting(18)).toBe("Bonsoir");
    expect(loginGreeting(23)).toBe("Bonsoir");
  });

  it("dashboard: the afternoon says Bonjour", () => {
    expect(dashboardGreeting(9)).toBe("Bonjour");
    expect(dashboardGreeting(15)).toBe("Bonjour");
    expect(dashboardGreeting(20)).toBe("Bonsoir");
  });
});

describe("admin message previews", () => {
  it("cuts at the given length and marks the cut", () => {
    const text = "Bonjour, je voudrais savoir comment devenir créatrice sur la plateforme";
    expect(preview(text, 40)).toBe(`${text.slice(0, 40)}...`);
    expect(preview(text, 30)).toBe(`${text.slice(0, 30)}...`);
    expect(preview("court", 30)).toBe("court");
    expect(preview("a\n\n  b", 30)).toBe("a b");
  });
});
