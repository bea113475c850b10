import type { ErrorCode } from "./codes";

/** How an error code is written (UPPER_SNAKE_CASE; tests/unit/error-codes.test.ts holds every code to it). */
export const ERROR_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * The browser's check of a code our API sent: its shape only, so a page does not load the list of
 * every code (shared/errors/codes.ts, about 2 kB compressed; decision 088). The API sends only
 * codes of that list; a code without a text in the page's dictionary keeps the server's text.
 */
export const isSentErrorCode = (value: unknown): value is ErrorCode => typeof value === "string" && ERROR_CODE_PATTERN.test(value);
