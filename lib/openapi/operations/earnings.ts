import { z } from "zod";
import { AdminPayment, AdminPayout, Earnings, EarningsSeries, Payout, Statement } from "@/shared/answers/money";
import {
  adminPaymentListQuerySchema,
  adminPayoutListQuerySchema,
  payoutDecisionSchema,
  payoutListQuerySchema,
  payoutRequestSchema,
  seriesQuerySchema,
  statementQuerySchema,
} from "@/shared/schemas/earnings";
import { ListPagination, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Earnings and payouts";
const adminTag = "Back office: payouts and payments";
const payoutList = z.object({ success: successTrue, payouts: z.array(Payout), pagination: ListPagination });

export const earningsOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/earnings",
    operationId: "getEarnings",
    tag,
    summary: "The viewer's balances",
    description: `\`pending\`: the creator's part of charges still on hold; \`available\`: what a payout may ask for;
\`paidOut\`: payouts sent; \`lifetime\`: net earned (charges less refunds and chargebacks, after the fee), and
\`byKind\` the same per payment kind; \`minPayout\`: \`MIN_PAYOUT\`. A member who never earned gets zeros.`,
    auth: "bearer",
    answers: [{ status: 200, description: "the balances", schema: Earnings }],
  },
  {
    method: "GET",
    path: "/api/users/earnings/statement",
    operationId: "getEarningsStatement",
    tag,
    summary: "A month's statement (JSON or CSV)",
    description: `The entries of the viewer's balance made in \`month\` (UTC, default the current one), oldest first:
each charge's part (\`status\` pending or available, with the fan's public name, the gross and the fee), each
refund or chargeback taking it back (\`refunded\`, \`charged_back\`, negative amounts), each payout asked for
(\`kind\` payout; \`in_transit\`, \`sent\` or \`failed\`) and each failed payout's amount returned (\`returned\`).
\`totals\` cover the whole month on every page. JSON answers a page of \`limit\` entries (50 by default, at
most 500): \`nextCursor\` is the next page's \`cursor\` (null on the last page; \`truncated\` is true when there
is one).

\`format=csv\`: the whole month's entries (at most 10,000, \`truncated\` beyond) as \`text/csv\` (RFC 4180, UTF-8, CRLF), header row
\`date,kind,fan,gross,fee,net,status,available_on\`, dates as UTC days, amounts with two decimals, as a download
named \`velvet-statement-YYYY-MM.csv\`. A text cell starting with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage
return gets a leading apostrophe (no formula can run in a spreadsheet); the amounts stay numbers.`,
    auth: "bearer",
    query: statementQuerySchema,
    answers: [
      { status: 200, description: "the statement (format json)", schema: Statement },
      {
        status: 200,
        description: "the CSV file (format csv)",
        contentType: "text/csv",
        headers: { "content-disposition": 'attachment; filename="velvet-statement-YYYY-MM.csv"' },
      },
    ],
    errors: { 400: 'a month that is not YYYY-MM, a format other than json or csv, a cursor not given by a page, or a limit below 1' },
  },
  {
    method: "GET",
    path: "/api/users/earnings/series",
    operationId: "getEarningsSeries",
    tag,
    summary: "Net earnings per day or month (chart)",
    description: `\`range=30d\` (default): one point per UTC day over the last 30 days, today last; \`12m\`: one per UTC
month over the last 12 months, this month last. Net earned (charges less refunds and chargebacks, the
creator's part), zero-filled.`,
    auth: "bearer",
    query: seriesQuerySchema,
    answers: [{ status: 200, description: "the points", schema: EarningsSeries }],
    errors: { 400: "a range other than 30d or 12m" },
  },
  {
    method: "GET",
    path: "/api/users/payouts",
    operationId: "listPayouts",
    tag,
    summary: "The viewer's payouts",
    description: "Newest first; `limit` 20 by default, at most 50.",
    auth: "bearer",
    query: payoutListQuerySchema,
    answers: [{ status: 200, description: "a page of payouts", schema: payoutList }],
    errors: { 400: "a page or limit that is not a number" },
  },
  {
    method: "POST",
    path: "/api/users/payouts",
    operationId: "requestPayout",
    tag,
    summary: "Ask for a payout",
    description: `Pays \`amount\` (a decimal of \`CURRENCY\`, at most 2 decimals) of the available balance to the
viewer's default payout method; the payout is \`pending\` until an admin sends it. Refused with 400 and
\`errors.amount\`: no payout method ("Add a payout method first"), below \`MIN_PAYOUT\` ("The smallest payout is
20"), more than available ("The amount is more than your available balance"). Requests of one creator are
serialised (a lock on the creator), so concurrent ones never take more than is available. 20 per hour.`,
    auth: "bearer",
    body: { json: payoutRequestSchema },
    answers: [{ status: 201, description: "the new payout", schema: z.object({ success: successTrue, payout: Payout }) }],
    errors: { 400: "no payout method, below the minimum, more than available", 429: "more than 20 requests in an hour" },
  },
];

export const adminMoneyOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/admin/payouts",
    operationId: "listPayoutQueue",
    tag: adminTag,
    summary: "The payout queue (admin)",
    description: "`status` pending (default: oldest first, the order to work through), sent or failed (newest decision first); `limit` 50 by default, at most 50.",
    auth: "admin",
    query: adminPayoutListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of payouts",
        schema: z.object({ success: successTrue, payouts: z.array(AdminPayout), pagination: ListPagination }),
      },
    ],
    errors: { 400: "an unknown status, or a page or limit that is not a number" },
  },
  {
    method: "POST",
    path: "/api/admin/payouts/{id}",
    operationId: "decidePayout",
    tag: adminTag,
    summary: "Mark a pending payout sent or failed (admin)",
    description: `\`sent\`: the money left the platform (the creator's \`paidOut\` grows); \`failed\`: the amount goes
back to the creator's available balance at once. \`note\` (up to 500 characters): the transfer's reference or
the reason, shown to the creator. Only from pending, once (two admins at once: one wins, the other gets
409). The creator is notified (\`payout_completed\` or \`system\`, actionUrl \`/earnings\`).`,
    auth: "admin",
    params: { id: { description: "the payout's id" } },
    body: { json: payoutDecisionSchema },
    answers: [{ status: 200, description: "the decided payout", schema: z.object({ success: successTrue, payout: AdminPayout }) }],
    errors: { 404: "unknown payout", 409: "the payout is no longer pending" },
  },
  {
    method: "GET",
    path: "/api/admin/payments",
    operationId: "listPaymentsForAdmin",
    tag: adminTag,
    summary: "Every payment (admin)",
    description: "Newest first; by `status` and `kind`; `q` searches the payer's and the creator's username, e-mail and names; `limit` 50 by default, at most 50.",
    auth: "admin",
    query: adminPaymentListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of payments",
        schema: z.object({ success: successTrue, payments: z.array(AdminPayment), pagination: ListPagination }),
      },
    ],
    errors: { 400: "an unknown status or kind, or a page or limit that is not a number" },
  },
];
