import { z } from "@/shared/zod";
import { contactSchema } from "@/shared/schemas/contact";
import { newsletterSchema } from "@/shared/schemas/newsletter";
import type { FormTexts } from "./issue-text";

/** The longest message the server takes (contactSchema). */
export const CONTACT_MESSAGE_MAX = 5000;

/** The message as sent: a typed message behind the page's subject prefix ("[Report] ..."). */
export function prefixedMessage(message: string, prefix?: string): string {
  return prefix && message.trim() ? `${prefix} ${message.trim()}` : message;
}

/** POST /api/contact {name, email, message}: contactSchema, run on the message as it will be sent. */
export function contactForm(subjectPrefix?: string) {
  return z
    .object({ name: z.string(), email: z.string(), message: z.string() })
    .transform((v) => ({ ...v, message: prefixedMessage(v.message, subjectPrefix) }))
    .pipe(contactSchema);
}

export const contactTexts = {
  messages: {
    "Name is required": "Contact.errors.nameRequired",
    "Name is too long (100 characters max)": "Contact.errors.nameTooLong",
    "Email is required": "Contact.errors.emailRequired",
    "Please enter a valid email": "Contact.errors.emailInvalid",
    "Email is too long": "Contact.errors.emailInvalid",
    "Message is required": "Contact.errors.messageRequired",
    "Message is too long (5000 characters max)": "Contact.errors.messageTooLong",
  },
} satisfies FormTexts;

/** POST /api/newsletter {email}: whatever is wrong with the address, one text. */
export const newsletterForm = {
  schema: newsletterSchema,
  texts: { messages: {}, otherwise: "Newsletter.invalidEmail" } satisfies FormTexts,
};
