import { z } from "zod";
import { adminListQuerySchema, contactSchema } from "@/shared/schemas/contact";
import { newsletterSchema } from "@/shared/schemas/newsletter";
import { ListPagination, Message, successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Contact and newsletter";
const adminList = "Newest first; `q` searches case-insensitively; `limit` 50 by default, at most 50.";

export const contactOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/contact",
    operationId: "sendContactMessage",
    tag,
    summary: "Send a message through the contact form",
    description: "`name` 1–100 characters, `message` 1–5000. 5 per 10 minutes per client.",
    auth: "none",
    body: { json: contactSchema },
    answers: [{ status: 201, description: "sent", schema: Message }],
    errors: { 429: "more than 5 messages in 10 minutes" },
  },
  {
    method: "GET",
    path: "/api/contact",
    operationId: "listContactMessages",
    tag,
    summary: "The contact messages (admin)",
    description: `${adminList} \`q\` searches name, e-mail and message.`,
    auth: "admin",
    query: adminListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of messages",
        schema: z.object({
          success: successTrue,
          contacts: z.array(z.object({ _id: uuid, name: z.string(), email: z.string(), message: z.string(), createdAt: time })),
          pagination: ListPagination,
        }),
      },
    ],
    errors: { 400: "a page or limit that is not a number" },
  },
  {
    method: "DELETE",
    path: "/api/contact/{id}",
    operationId: "deleteContactMessage",
    tag,
    summary: "Delete a contact message (admin)",
    auth: "admin",
    params: { id: { description: "the message's id" } },
    answers: [{ status: 200, description: '"Contact deleted successfully"', schema: Message }],
    errors: { 404: "unknown" },
  },
  {
    method: "POST",
    path: "/api/newsletter",
    operationId: "subscribeNewsletter",
    tag,
    summary: "Subscribe an address to the newsletter",
    description: `Idempotent: one row per address (lower-cased); subscribing after an admin unsubscribe clears
\`unsubscribedAt\` and restarts \`subscribedAt\`. 10 per 10 minutes per client.`,
    auth: "none",
    body: { json: newsletterSchema },
    answers: [
      { status: 201, description: "a new address", schema: Message },
      { status: 200, description: "the address was already there", schema: Message },
    ],
    errors: { 429: "more than 10 requests in 10 minutes" },
  },
  {
    method: "GET",
    path: "/api/newsletter",
    operationId: "listNewsletterSubscribers",
    tag,
    summary: "The newsletter's subscribers (admin)",
    description: `Only current subscribers. ${adminList} \`q\` searches the e-mail.`,
    auth: "admin",
    query: adminListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of subscribers",
        schema: z.object({
          success: successTrue,
          subscribers: z.array(z.object({ _id: uuid, email: z.string(), subscribedAt: time })),
          pagination: ListPagination,
        }),
      },
    ],
    errors: { 400: "a page or limit that is not a number" },
  },
  {
    method: "DELETE",
    path: "/api/newsletter/{id}",
    operationId: "unsubscribeNewsletter",
    tag,
    summary: "Unsubscribe an address (admin)",
    description: "Sets `unsubscribedAt`.",
    auth: "admin",
    params: { id: { description: "the subscriber's id" } },
    answers: [{ status: 200, description: '"User unsubscribed successfully"', schema: Message }],
    errors: { 404: "unknown or already unsubscribed" },
  },
];
