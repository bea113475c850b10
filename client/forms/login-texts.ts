import type { FormTexts } from "./issue-text";

// The sign-in form's texts, apart from its schemas (auth-forms.ts), so the sign-in page shows them
// without loading zod (components/auth/LoginForm.tsx loads the schemas when the form is sent).

export const loginOrder = ["email", "password"];

export const loginTexts = { blank: "Validation.fillAllFields", messages: {}, otherwise: "Validation.loginFailed" } satisfies FormTexts;
