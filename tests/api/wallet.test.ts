import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { registerUser } from "../helpers/content";

const nextYear = new Date().getUTCFullYear() + 1;

describe("/api/users/payout-methods", () => {
  it("validates each type with 'Please fill all required fields'", async () => {
    const u = await registerUser();
    for (const body of [{ type: "bank", accountName: "A" }, { type: "bank", accountNumber: "12345678" }, { type: "paypal" }, { type: "stripe", stripeAccount: " " }]) {
      const res = await api("/api/users/payout-methods", { method: "POST", token: u.token, body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Please fill all required fields");
    }
    expect((await api("/api/users/payout-methods", { method: "POST", token: u.token, body: { type: "crypto" } })).status).toBe(400);
    expect((await api("/api/users/payout-methods", { method: "POST", body: { type: "paypal", paypalEmail: "a@b.co" } })).status).toBe(401);
  });

  it("keeps only the last 4 digits of a bank account; first is default; default moves on delete", async () => {
    const u = await registerUser();
    const bank = await api("/api/users/payout-methods", { method: "POST", token: u.token, body: { type: "bank", accountName: "Ada L", bankName: "BT", accountNumber: "9876 5432 1234" } });
    expect(bank.status).toBe(201);
    expect(bank.json.payoutMethod).toMatchObject({ type: "bank", accountLast4: "1234", isDefault: true });
    expect(JSON.stringify(bank.json)).not.toContain("98765432");
    const row = await prisma.payoutMethod.findUniqueOrThrow({ where: { id: bank.json.payoutMethod.id } });
    expect(JSON.stringify(row)).not.toContain("98765432");
    const paypal = await api("/api/users/payout-methods", { method: "POST", token: u.token, body: { type: "paypal", paypalEmail: "Ada@Example.com" } });
    expect(paypal.json.payoutMethod.isDefault).toBe(false);
    const stripe = await api("/api/users/payout-methods", { method: "POST", token: u.token, body: { type: "stripe", stripeAccount: "acct_123" } });
    const def = await api(`/api/users/payout-methods/${paypal.json.payoutMethod.id}/default`, { method: "PUT", token: u.token });
    expect(def.status).toBe(200);
    expect(def.json.payoutMethods.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id)).toEqual([paypal.json.payoutMethod.id]);
    const del = await api(`/api/users/payout-methods/${paypal.json.payoutMethod.id}`, { method: "DELETE", token: u.token });
    expect(del.status).toBe(200);
    const list = await api("/api/users/payout-methods", { token: u.token });
    expect(list.json.payoutMethods).toHaveLength(2);
    expect(list.json.payoutMethods.find((m: { isDefault: boolean }) => m.isDefault).id).toBe(stripe.json.payoutMethod.id);
  });

  it("only the owner sees and changes them", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const m = await api("/api/users/payout-methods", { method: "POST", token: owner.token, body: { type: "paypal", paypalEmail: "o@example.com" } });
    const id = m.json.payoutMethod.id;
    expect((await api("/api/users/payout-methods", { token: other.token })).json.payoutMethods).toEqual([]);
    expect((await api(`/api/users/payout-methods/${id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await api(`/api/users/payout-methods/${id}/default`, { method: "PUT", token: other.token })).status).toBe(404);
    expect((await api("/api/users/payout-methods", { token: owner.token })).json.payoutMethods).toHaveLength(1);
  });
});

describe("/api/users/cards", () => {
  it("guesses the brand, keeps only last 4 and expiry (never the number or CVV)", async () => {
    const u = await registerUser();
    const visa = await api("/api/users/cards", { method: "POST", token: u.token, body: { cardNumber: "4242 4242 4242 4242", cardholderName: "Ada L", expiryMonth: "12", expiryYear: String(nextYear), cvv: "123" } });
    expect(visa.status).toBe(201);
    expect(visa.json.card).toMatchObject({ brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: nextYear, isDefault: true });
    const mc = await api("/api/users/cards", { method: "POST", token: u.token, body: { cardNumber: "5555555555554444", cardholderName: "Ada L", expiryMonth: 1, expiryYear: nextYear, cvv: "9876" } });
    expect(mc.json.card).toMatchObject({ brand: "Mastercard", last4: "4444", isDefault: false });
    const rows = await prisma.savedCard.findMany({ where: { userId: u.id } });
    expect(JSON.stringify(rows)).not.toMatch(/42424242|55555555|"123"|9876/);
    const list = await api("/api/users/cards", { token: u.token });
    expect(list.json.cards.map((c: { last4: string }) => c.last4)).toEqual(["4242", "4444"]);
    await api(`/api/users/cards/${visa.json.card.id}`, { method: "DELETE", token: u.token });
    const after = await api("/api/users/cards", { token: u.token });
    expect(after.json.cards).toHaveLength(1);
    expect(after.json.cards[0].isDefault).toBe(true);
  });

  it("refuses missing fields, bad numbers and expired cards; others cannot see them", async () => {
    const u = await registerUser();
    const other = await registerUser();
    const base = { cardNumber: "4111111111111111", cardholderName: "Ada", expiryMonth: "01", expiryYear: String(nextYear), cvv: "123" };
    const missing = await api("/api/users/cards", { method: "POST", token: u.token, body: { ...base, cardholderName: "" } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Please fill all fields");
    expect((await api("/api/users/cards", { method: "POST", token: u.token, body: { ...base, cardNumber: "4111abcd" } })).status).toBe(400);
    expect((await api("/api/users/cards", { method: "POST", token: u.token, body: { ...base, cardNumber: "41111111111" } })).status).toBe(400);
    expect((await api("/api/users/cards", { method: "POST", token: u.token, body: { ...base, expiryYear: "2020" } })).status).toBe(400);
    expect((await api("/api/users/cards", { method: "POST", token: u.token, body: { ...base, expiryMonth: "13" } })).status).toBe(400);
    const ok = await api("/api/users/cards", { method: "POST", token: u.token, body: base });
    expect(ok.status).toBe(201);
    expect((await api("/api/users/cards", { token: other.token })).json.cards).toEqual([]);
    expect((await api(`/api/users/cards/${ok.json.card.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await api("/api/users/cards")).status).toBe(401);
  });
});
