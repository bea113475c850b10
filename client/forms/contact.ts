// Client-side checks of the contact form (the server validates again with shared/schemas/contact).

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 4900; // leaves room for a subject prefix under the server's 5000

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrorCode = "nameRequired" | "nameTooLong" | "emailRequired" | "emailInvalid" | "messageRequired" | "messageTooLong";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field -> error code for every invalid field; empty when the form may be sent. */
export function contactFieldErrors(f: ContactFields): Partial<Record<keyof ContactFields, ContactErrorCode>> {
  const out: Partial<Record<keyof ContactFields, ContactErrorCode>> = {};
  const name = f.name.trim();
  const email = f.email.trim();
  const message = f.message.trim();
  if (!name) out.name = "nameRequired";
  else if (name.length > CONTACT_NAME_MAX) out.name = "nameTooLong";
  if (!email) out.email = "emailRequired";
  else if (!EMAIL.test(email)) out.email = "emailInvalid";
  if (!message) out.message = "messageRequired";
  else if (message.length > CONTACT_MESSAGE_MAX) out.message = "messageTooLong";
  return out;
}
