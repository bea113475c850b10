import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { idSchema, type AdminListQuery, type ContactInput } from "@/shared/schemas/contact";

export async function submitContact(input: ContactInput): Promise<void> {
  await prisma.contactSubmission.create({ data: input });
}

/** Admin: submissions newest first, optionally filtered over name, e-mail and message. */
export async function listContacts(q: AdminListQuery) {
  const where: Prisma.ContactSubmissionWhereInput = q.q
    ? {
        OR: [
          { name: { contains: q.q, mode: "insensitive" } },
          { email: { contains: q.q, mode: "insensitive" } },
          { message: { contains: q.q, mode: "insensitive" } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    prisma.contactSubmission.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    prisma.contactSubmission.count({ where }),
  ]);
  return {
    contacts: rows.map((c) => ({ _id: c.id, name: c.name, email: c.email, message: c.message, createdAt: c.createdAt.toISOString() })),
    pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}

export async function deleteContact(id: string): Promise<void> {
  if (!idSchema.safeParse(id).success) throw notFound("CONTACT_NOT_FOUND");
  const { count } = await prisma.contactSubmission.deleteMany({ where: { id } });
  if (count === 0) throw notFound("CONTACT_NOT_FOUND");
}
