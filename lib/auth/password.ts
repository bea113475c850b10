import { hash, verify } from "@node-rs/argon2";

// argon2id with library defaults (memory-hard, ~tens of ms per hash).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps timing uniform.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash("not-a-real-password-used-for-timing");
  return dummyHash;
}
