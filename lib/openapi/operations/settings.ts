import { z } from "zod";
import { emailChangeSchema, emailTokenSchema, forgotPasswordSchema, resetPasswordSchema } from "@/shared/schemas/account";
import { changePasswordSchema } from "@/shared/schemas/account";
import { localeUpdateSchema, preferencesPatchSchema } from "@/lib/account/preferences";
import { Message, NotificationPreferences, successTrue, time } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";
import { discreetModePatchSchema, quietHoursSchema } from "@/shared/schemas/discreet";

const tag = "Account settings and password reset";
const preferences = z.object({ success: successTrue, preferences: NotificationPreferences });
const discreetMode = z.object({
  success: successTrue,
  discreetMode: z.object({ enabled: z.boolean(), quietHours: quietHoursSchema.nullable() }),
});

export const settingsOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    operationId: "forgotPassword",
    tag,
    summary: "Ask for a password-reset link",
    description: `**The same answer whether or not an account exists** ("If an account exists for this email, a reset link
has been sent."). For an account it creates a \`PasswordResetToken\` (random 32-byte token; only its sha256
\`tokenHash\` is stored; \`expiresAt\` now + 1 hour; the user's earlier unused tokens are invalidated) and mails
(\`lib/mail\`, see [architecture.md](architecture.md#mail)) a link \`{APP_URL}[/{locale}]/reset-password?token=...\`.
The mail is in the reader's language (tn, fr, en, ar; English when none is known); the language is the page's (\`locale\`: tn, fr, en or ar),
else the account's stored one; without either the link has no language prefix and the site picks one as
usual. A mail failure is logged, the answer is unchanged.`,
    auth: "none",
    body: { json: forgotPasswordSchema },
    answers: [{ status: 200, description: "the same answer in every case", schema: Message }],
    errors: {
      400: "missing or invalid e-mail (field error `email`)",
      429: "past 10 requests an hour per client address, or 3 an hour per e-mail address (known or not)",
    },
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    tag,
    summary: "Set a new password with a reset link's token",
    description: `Spends the token and sets the new argon2 hash in one transaction; any other open link of the account
is invalidated too, and every session of the account ends. Of two concurrent uses of one link exactly one
succeeds. \`password\` 8–128 characters.`,
    auth: "none",
    body: { json: resetPasswordSchema },
    answers: [{ status: 200, description: "the password is set", schema: Message }],
    errors: {
      400: 'unknown, expired or used token: "This reset link is invalid or has expired" (field `token`); a short password (field `password`)',
      429: "past 20 attempts per 15 minutes per client",
    },
  },
  {
    method: "PUT",
    path: "/api/users/email",
    operationId: "requestEmailChange",
    tag,
    summary: "Change the e-mail address (step 1: the password)",
    description: `A single-use link (24 hours) goes to the new address; the account signs in with the old address until
it is confirmed (\`POST /api/users/email/confirm\`, page \`/confirm-email?token=\`). \`PUT /api/users/profile\` does
not change the e-mail.`,
    auth: "bearer",
    body: { json: emailChangeSchema },
    answers: [
      {
        status: 202,
        description: "the link is sent",
        schema: z.object({ success: successTrue, message: z.string(), pending: z.object({ email: z.string(), expiresAt: time }) }),
      },
    ],
    errors: {
      400: "the same or a malformed address",
      403: "wrong password (nothing stored)",
      409: "the address is taken",
      429: "past 5 requests an hour",
    },
  },
  {
    method: "POST",
    path: "/api/users/email/confirm",
    operationId: "confirmEmailChange",
    tag,
    summary: "Change the e-mail address (step 2: the new address's link)",
    description: `Then the old address gets a notice with an undo link (7 days): \`POST /api/users/email/undo\`.`,
    auth: "none",
    body: { json: emailTokenSchema },
    answers: [{ status: 200, description: "the address is changed", schema: z.object({ success: successTrue, message: z.string(), email: z.string() }) }],
    errors: { 400: '"This link is invalid or has expired"', 409: "the address was taken in the meantime", 429: "past 20 links per 15 minutes per client" },
  },
  {
    method: "POST",
    path: "/api/users/email/undo",
    operationId: "undoEmailChange",
    tag,
    summary: "Undo an e-mail change from the old address's link",
    description: `Page \`/undo-email?token=\`. Restores the old address, voids other pending changes and reset links, ends
every session and mails a reset link.`,
    auth: "none",
    body: { json: emailTokenSchema },
    answers: [{ status: 200, description: "restored", schema: Message }],
    errors: { 400: '"This link is invalid or has expired"', 429: "past 20 links per 15 minutes per client" },
  },
  {
    method: "PUT",
    path: "/api/users/password",
    operationId: "changePassword",
    tag,
    summary: "Change the password",
    description: `\`newPassword\` 8–128 characters, different from the current one. Reset links still open for the account
stop working, and every other session of the account ends (the one that made the change stays signed in).
A password reset ends all of them.`,
    auth: "bearer",
    body: { json: changePasswordSchema },
    answers: [{ status: 200, description: '"Your password has been changed."', schema: Message }],
    errors: {
      400: 'wrong current password: "Current password is incorrect" (field `currentPassword`); the same password (field `newPassword`)',
      429: "past 10 attempts per 15 minutes per account",
    },
  },
  {
    method: "GET",
    path: "/api/users/notification-preferences",
    operationId: "notificationPreferences",
    tag,
    summary: "Which notifications the user receives",
    description: "Every value a boolean (never set = `true`).",
    auth: "bearer",
    answers: [{ status: 200, description: "all preferences", schema: preferences }],
  },
  {
    method: "PUT",
    path: "/api/users/notification-preferences",
    operationId: "updateNotificationPreferences",
    tag,
    summary: "Turn notification types on or off",
    description: `A partial object of booleans, e.g. \`{"post_like": false}\`. Merged into \`User.notificationPrefs\` in one
statement, so concurrent changes of different types do not undo each other. \`system\` notices cannot be
turned off. \`lib/notifications/notify.ts\` skips a type whose preference is \`false\`.`,
    auth: "bearer",
    body: { json: preferencesPatchSchema },
    answers: [{ status: 200, description: "all preferences, after the change", schema: preferences }],
    errors: { 400: "an unknown key (the message names it; `system` included), a non-boolean value, an empty object or a non-object" },
  },
  {
    method: "GET",
    path: "/api/users/discreet-mode",
    operationId: "discreetMode",
    tag,
    summary: "The account's discreet-mode choices",
    description: `\`enabled\`: a neutral tab title and icon on every page, and e-mail notices (receipts, moderation
statements) whose subject and preview name no one and carry no image. \`quietHours\` (or null): e-mail notices due
between \`start\` and \`end\` (\`HH:MM\`, local time of \`timeZone\`, may span midnight) are held and sent when they
end (the \`held-mail\` job). Account e-mails one asked for (reset link, address confirmation) are never held.`,
    auth: "bearer",
    answers: [{ status: 200, description: "the choices", schema: discreetMode }],
  },
  {
    method: "PUT",
    path: "/api/users/discreet-mode",
    operationId: "updateDiscreetMode",
    tag,
    summary: "Turn discreet mode on or off, set or clear quiet hours",
    description: "Either or both of `enabled` and `quietHours` (`null` clears them).",
    auth: "bearer",
    body: { json: discreetModePatchSchema },
    answers: [{ status: 200, description: "the choices, after the change", schema: discreetMode }],
    errors: { 400: "an unknown key, a time that is not `HH:MM`, the same start and end, an unknown time zone, or an empty object" },
  },
  {
    method: "PUT",
    path: "/api/users/locale",
    operationId: "setLocale",
    tag,
    summary: "Set the account's language",
    description: `Stored on \`User.locale\` (used for the reset e-mail). The \`NEXT_LOCALE\` cookie stays what the interface
uses; \`/settings\` saves to both.`,
    auth: "bearer",
    body: { json: localeUpdateSchema },
    answers: [{ status: 200, description: "the stored language", schema: z.object({ success: successTrue, locale: z.enum(["tn", "fr", "en", "ar"]) }) }],
  },
];
