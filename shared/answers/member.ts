import { z } from "@/shared/zod";
import { imageUrl, uuid } from "@/shared/answers/common";

/** Another member as others see them (lib/users/serialize.ts toMemberSummary, and its SQL form). */
export const UserSummary = z
  .object({
    _id: uuid,
    username: z.string(),
    firstName: z.string().meta({ description: "the display name when the user chose one" }),
    lastName: z.string().meta({ description: '"" when a display name replaces the legal names' }),
    displayName: z.string().nullable(),
    profileImage: imageUrl,
  })
  .meta({ id: "UserSummary", description: "Another member as others see them (public name)." });

export type MemberSummary = z.output<typeof UserSummary>;
