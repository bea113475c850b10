import { appUrl } from "@/lib/env";
import { hreflang, localizedUrl } from "@/lib/seo/urls";

/** What the public profile page shows of a member (lib/profiles/public.ts), as far as search engines are told. */
export interface ProfileFacts {
  _id: string;
  username: string;
  name: string;
  bio: string;
  profileImage: string | null;
  joinedDate: string;
  postCount: number;
  subscriberCount: number;
}

/**
 * schema.org ProfilePage (JSON-LD) for a public profile in `locale`: the person's public name,
 * handle, bio, avatar and counts; nothing a visitor of the page could not see already.
 */
export function profilePageJsonLd(p: ProfileFacts, locale: string): Record<string, unknown> {
  const url = localizedUrl(locale, `/profile/${encodeURIComponent(p.username)}`);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    inLanguage: hreflang(locale),
    dateCreated: p.joinedDate,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#person`,
      identifier: p._id,
      name: p.name,
      alternateName: `@${p.username}`,
      url,
      ...(p.bio ? { description: p.bio } : {}),
      ...(p.profileImage ? { image: `${appUrl()}${p.profileImage}` } : {}),
      interactionStatistic: [
        { "@type": "InteractionCounter", interactionType: "https://schema.org/FollowAction", userInteractionCount: p.subscriberCount },
        { "@type": "InteractionCounter", interactionType: "https://schema.org/WriteAction", userInteractionCount: p.postCount },
      ],
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
