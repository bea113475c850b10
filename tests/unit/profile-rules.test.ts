import { describe, expect, it } from "vitest";
import { checkImageFile, CROP, MAX_IMAGE_BYTES } from "../../components/profile/image-check";
import { emptyPayoutForm, payoutBody, type PayoutForm } from "../../components/profile/payout-rules";
import { payoutForm, priceForm } from "../../client/forms/money-forms";
import { payoutInputSchema } from "../../shared/schemas/wallet";
import { shownProblem } from "../helpers/form-problem";

// The payout form checks with the endpoint's schema and the server's payout rules.
const payoutFormComplete = (form: PayoutForm) => shownProblem(payoutForm, { ...form }) === null;
const bodyOf = (form: PayoutForm) => payoutBody(payoutInputSchema.parse(form));
// The price input, read by the subscription-price endpoint's schema.
const parsePrice = (raw: string) => {
  const parsed = priceForm.schema.safeParse({ price: raw });
  return parsed.success ? parsed.data.price : null;
};
import { sized } from "../../components/profile/format";
import { rankTier } from "../../components/discover/rank";

describe("profile and cover image check", () => {
  it("accepts an image up to 5 MB", () => {
    expect(checkImageFile({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it("refuses a file that is not an image", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toBe("invalidImage");
    expect(checkImageFile({ type: "", size: 10 })).toBe("invalidImage");
  });
  it("refuses an image over 5 MB", () => {
    expect(checkImageFile({ type: "image/jpeg", size: MAX_IMAGE_BYTES + 1 })).toBe("imageTooLarge");
  });
  it("uses the crop constants of the spec", () => {
    expect(CROP).toMatchObject({ minZoom: 1, maxZoom: 3, zoomStep: 0.1, initialZoom: 1, profileAspect: 1, coverAspect: 3 }); // the ratio the cover is shown at (issue 20)
  });
});

describe("payout method form", () => {
  it("bank needs account name and number; bank name and routing number are optional", () => {
    const f = { ...emptyPayoutForm("bank"), accountName: "Yasmine", accountNumber: " " };
    expect(payoutFormComplete(f)).toBe(false);
    f.accountNumber = "12345678";
    expect(payoutFormComplete(f)).toBe(true);
    expect(bodyOf(f)).toEqual({ type: "bank", accountName: "Yasmine", accountNumber: "12345678" });
    expect(bodyOf({ ...f, bankName: " BIAT ", routingNumber: "08" })).toMatchObject({ bankName: "BIAT", routingNumber: "08" });
  });
  it("paypal needs an e-mail and sends only that", () => {
    const f = { ...emptyPayoutForm("paypal"), accountName: "left over" };
    expect(payoutFormComplete(f)).toBe(false);
    f.paypalEmail = "me@example.com ";
    expect(payoutFormComplete(f)).toBe(true);
    expect(bodyOf(f)).toEqual({ type: "paypal", paypalEmail: "me@example.com" });
  });
  it("stripe needs an account id", () => {
    expect(payoutFormComplete(emptyPayoutForm("stripe"))).toBe(false);
    expect(bodyOf({ ...emptyPayoutForm("stripe"), stripeAccount: "acct_1" })).toEqual({ type: "stripe", stripeAccount: "acct_1" });
  });
});

describe("subscription price input", () => {
  it("accepts positive numbers, with a dot or a comma", () => {
    expect(parsePrice("10")).toBe(10);
    expect(parsePrice(" 9.99 ")).toBe(9.99);
    expect(parsePrice("4,5")).toBe(4.5);
  });
  it("refuses empty, zero, negative and non-numbers", () => {
    for (const raw of ["", "  ", "0", "-3", "abc", "1e999"]) expect(parsePrice(raw)).toBeNull();
  });
});

describe("display helpers", () => {
  it("asks /api/images for a width unless the URL already has a query", () => {
    expect(sized("/api/images/k", 192)).toBe("/api/images/k?w=192");
    expect(sized("/api/images/k?w=96", 192)).toBe("/api/images/k?w=96");
    expect(sized(null, 192)).toBeNull();
  });
  it("ranks gold, silver, bronze, then standard", () => {
    expect([1, 2, 3, 4, 12].map(rankTier)).toEqual(["gold", "silver", "bronze", "standard", "standard"]);
  });
});
