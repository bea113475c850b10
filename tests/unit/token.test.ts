import { afterEach, describe, expect, it, vi } from "vitest";

process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";
const { signToken, verifyToken } = await import("@/lib/auth/token");

describe("verifyToken (with its cache of verified tokens)", () => {
  afterEach(() => vi.useRealTimers());

  it("accepts a valid token twice and refuses it once expired, even though it was verified before", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00Z"), toFake: ["Date"] });
    const token = await signToken({ sub: "11111111-1111-4111-8111-111111111111", role: "MEMBER", username: "amira" }, 60);
    expect(await verifyToken(token)).toEqual({ sub: "11111111-1111-4111-8111-111111111111", role: "MEMBER", username: "amira" });
    expect(await verifyToken(token)).toMatchObject({ username: "amira" });
    vi.setSystemTime(new Date("2026-11-21T12:01:01Z"));
    expect(await verifyToken(token)).toBeNull();
  });

  it("refuses a token whose signature was tampered with, also after the genuine one was cached", async () => {
    const token = await signToken({ sub: "22222222-2222-4222-8222-222222222222", role: "MEMBER", username: "bilel" });
    expect(await verifyToken(token)).not.toBeNull();
    const [h, p, sig] = token.split(".");
    const forged = `${h}.${p}.${sig!.slice(0, -2)}${sig!.endsWith("AA") ? "BB" : "AA"}`;
    expect(await verifyToken(forged)).toBeNull();
    const elevated = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), role: "ADMIN" })).toString("base64url")}.${sig}`;
    expect(await verifyToken(elevated)).toBeNull();
  });
});
