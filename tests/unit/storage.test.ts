import { describe, expect, it } from "vitest";
import { EMPTY_SHA256, signV4 } from "@/lib/storage/sigv4";
import { assertKey, isValidKey, newKey } from "@/lib/storage/keys";
import { parseRange } from "@/lib/media/range";

describe("S3 request signing (lib/storage/sigv4)", () => {
  it("matches AWS's published SigV4 example for GET Object with a Range", () => {
    const headers = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: EMPTY_SHA256,
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("storage keys (lib/storage/keys)", () => {
  it("are opaque and refuse anything but [a-z0-9-_.]", () => {
    expect(isValidKey(newKey("pm", ".jpg"))).toBe(true);
    for (const bad of ["../etc/passwd", "a/b", "A.jpg", "", ".hidden", "x..y", "key with space"]) {
      expect(isValidKey(bad)).toBe(false);
    }
    expect(() => assertKey("../../x")).toThrow();
  });
});

describe("HTTP ranges (lib/media/range)", () => {
  it("parses start-end, open-ended and suffix ranges; flags unsatisfiable ones", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(parseRange(null, 100)).toBeUndefined();
  });
});
