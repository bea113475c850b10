import type { StatementAnswer } from "@/shared/answers/money";

// A statement as CSV (RFC 4180: comma-separated, CRLF line ends, a field holding a comma, a
// quote or a line break is quoted, quotes doubled), for a spreadsheet. A text cell that a
// spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return) gets a
// leading apostrophe, so a fan's chosen name such as "=HYPERLINK(...)" stays text (OWASP "CSV
// injection"). The amounts we write ourselves ("-8.00") are numbers and stay numbers.

export const STATEMENT_CSV_HEADER = ["date", "kind", "fan", "gross", "fee", "net", "status", "available_on"] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised against formulas (unless a plain number), then quoted when RFC 4180 requires it. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: Array<string | number | null>): string => cells.map(csvCell).join(",");

const money = (amount: number | null) => (amount === null ? null : amount.toFixed(2));
const day = (iso: string) => iso.slice(0, 10);

/** The statement's entries as CSV, a header row first; dates are UTC days, amounts decimals of the statement's currency. */
export function statementCsv(statement: StatementAnswer): string {
  const lines = [csvRow([...STATEMENT_CSV_HEADER])];
  for (const e of statement.entries) {
    lines.push(csvRow([day(e.date), e.kind, e.fan?.publicName ?? null, money(e.gross), money(e.fee), money(e.net), e.status, day(e.availableOn)]));
  }
  return lines.join("\r\n") + "\r\n";
}

/** The download's file name. */
export const statementFileName = (month: string) => `velvet-statement-${month}.csv`;
