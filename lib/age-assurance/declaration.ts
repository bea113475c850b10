import type { AgeAssuranceProvider } from "@/lib/age-assurance/provider";
import { DECLARED_DOB } from "@/lib/age-assurance/record";

/**
 * The default method: the member declared an 18+ date of birth at sign-up, checked by the server
 * (shared/schemas/users.ts). Sign-up writes its record with the new account (declaredAtSignUp);
 * starting it again has nothing more to prove.
 */
export const declarationProvider: AgeAssuranceProvider = {
  id: DECLARED_DOB.provider,
  method: DECLARED_DOB.method,
  strength: "declaration",
  async start() {
    return { status: "passed", reference: null };
  },
};
