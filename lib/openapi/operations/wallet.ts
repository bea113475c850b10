import { z } from "zod";
import { cardInputSchema, payoutInputSchema } from "@/shared/schemas/wallet";
import { Card, PayoutMethod, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Payout methods and saved cards";
const payoutList = z.object({ success: successTrue, payoutMethods: z.array(PayoutMethod) });
const cardList = z.object({ success: successTrue, cards: z.array(Card) });

export const walletOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/payout-methods",
    operationId: "listPayoutMethods",
    tag,
    summary: "The viewer's payout methods",
    auth: "bearer",
    answers: [{ status: 200, description: "oldest first", schema: payoutList }],
  },
  {
    method: "POST",
    path: "/api/users/payout-methods",
    operationId: "addPayoutMethod",
    tag,
    summary: "Add a payout method",
    description: `bank needs accountName + accountNumber, paypal paypalEmail, stripe stripeAccount. Only the last 4
digits of an account number are kept. The first one added becomes the default.`,
    auth: "bearer",
    body: { json: payoutInputSchema },
    answers: [
      { status: 201, description: "the new method", schema: z.object({ success: successTrue, payoutMethod: PayoutMethod, message: z.string() }) },
    ],
    errors: { 400: '"Please fill all required fields", an invalid account number or e-mail' },
  },
  {
    method: "DELETE",
    path: "/api/users/payout-methods/{id}",
    operationId: "deletePayoutMethod",
    tag,
    summary: "Delete a payout method",
    auth: "bearer",
    params: { id: { description: "the method's id" } },
    answers: [{ status: 200, description: "the remaining methods", schema: payoutList }],
    errors: { 404: '"Payout method not found" (unknown or someone else\'s)' },
  },
  {
    method: "PUT",
    path: "/api/users/payout-methods/{id}/default",
    operationId: "setDefaultPayoutMethod",
    tag,
    summary: "Make a payout method the default",
    auth: "bearer",
    params: { id: { description: "the method's id" } },
    answers: [{ status: 200, description: "all methods", schema: payoutList }],
    errors: { 404: '"Payout method not found" (unknown or someone else\'s)' },
  },
  {
    method: "GET",
    path: "/api/users/cards",
    operationId: "listCards",
    tag,
    summary: "The viewer's saved cards",
    auth: "bearer",
    answers: [{ status: 200, description: "oldest first", schema: cardList }],
  },
  {
    method: "POST",
    path: "/api/users/cards",
    operationId: "addCard",
    tag,
    summary: "Save a card",
    description: `All fields required ("Please fill all fields"); 12–19 digits (spaces and dashes stripped); CVV 3 or 4
digits; expiry month 1–12, year of 2 or 4 digits, not in the past. Brand Visa if the number starts with 4,
else Mastercard. Only brand, last 4, expiry and cardholder name are kept — never the number or the CVV. The
first card saved becomes the default.`,
    auth: "bearer",
    body: { json: cardInputSchema },
    answers: [{ status: 201, description: "the saved card", schema: z.object({ success: successTrue, card: Card, message: z.string() }) }],
    errors: { 400: "a missing field, an invalid number, CVV or expiry, or an expired card" },
  },
  {
    method: "DELETE",
    path: "/api/users/cards/{id}",
    operationId: "deleteCard",
    tag,
    summary: "Delete a saved card",
    auth: "bearer",
    params: { id: { description: "the card's id" } },
    answers: [{ status: 200, description: "the remaining cards", schema: cardList }],
    errors: { 404: '"Card not found" (unknown or someone else\'s)' },
  },
  {
    method: "PUT",
    path: "/api/users/cards/{id}/default",
    operationId: "setDefaultCard",
    tag,
    summary: "Make a saved card the default",
    auth: "bearer",
    params: { id: { description: "the card's id" } },
    answers: [{ status: 200, description: "all cards", schema: cardList }],
    errors: { 404: '"Card not found" (unknown or someone else\'s)' },
  },
];
