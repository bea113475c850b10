import { prisma } from "@/lib/db";
import { setCreatorCategories } from "@/lib/categories/creators";

// The back office's demo content (issue 19, point 10): creator categories, the demo creators'
// choices, and two published blog articles.

export const CATEGORIES = [
  { name: "Art", slug: "art" },
  { name: "Fitness", slug: "fitness" },
  { name: "Musique", slug: "music" },
  { name: "Voyage", slug: "travel" },
  { name: "Cuisine", slug: "cooking" },
  { name: "Mode", slug: "fashion" },
  { name: "Lifestyle", slug: "lifestyle" },
];

export const CREATOR_CATEGORIES: Record<string, string[]> = {
  "yasmine.art": ["art", "lifestyle"],
  "karim.fit": ["fitness", "lifestyle"],
  "lina.sounds": ["music", "art"],
  "sami.travels": ["travel", "lifestyle"],
  "nour.cooks": ["cooking"],
  "amira.style": ["fashion", "lifestyle"],
};

export const BLOG_POSTS = [
  {
    slug: "bienvenue-sur-velvet",
    title: "Bienvenue sur Velvet",
    excerpt: "Ce qu'est Velvet, comment suivre vos créateurs préférés et comment nous protégeons la communauté.",
    locale: null,
    body: `Velvet réunit des **créateurs** et les fans qui les soutiennent.

## S'abonner à un créateur

Choisissez un créateur sur la page [Découvrir](/discover) ou par [catégorie](/categories), puis abonnez-vous : ses publications s'ouvrent aussitôt.

## Une communauté sûre

- Tout le monde a au moins 18 ans.
- Chaque signalement est lu par notre équipe.
- Les [règles de la communauté](/guidelines) s'appliquent à tous.

Bonne découverte !`,
  },
  {
    slug: "five-tips-for-new-creators",
    title: "Five tips for new creators",
    excerpt: "How to set your price, pick your categories and keep your fans coming back.",
    locale: "en",
    body: `Starting out on Velvet? Here is what works.

1. **Set a fair price.** Start low and raise it as your catalogue grows.
2. **Pick your categories** in your settings: fans browse [categories](/categories) to find creators like you.
3. **Post regularly.** A steady rhythm keeps subscribers renewing.
4. **Answer your messages.** Fans subscribe for you, not only for your posts.
5. **Know the rules.** Read the [community guidelines](/guidelines) once; they protect you too.

> Your earnings and payouts are on the *Earnings* page.`,
  },
] as const;

/** Removes what a crashed earlier run left (by slug). */
export async function removeSeedContent() {
  await prisma.category.deleteMany({ where: { slug: { in: CATEGORIES.map((c) => c.slug) } } });
  await prisma.blogPost.deleteMany({ where: { slug: { in: BLOG_POSTS.map((p) => p.slug) } } });
}

export async function seedContent(creatorIds: Map<string, string>, now = new Date()) {
  await prisma.category.createMany({ data: CATEGORIES.map((c) => ({ ...c })) });
  for (const [username, slugs] of Object.entries(CREATOR_CATEGORIES)) {
    const id = creatorIds.get(username);
    if (id) await setCreatorCategories(id, { categories: slugs });
  }
  for (const [i, p] of BLOG_POSTS.entries()) {
    const at = new Date(now.getTime() - (BLOG_POSTS.length - i) * 3 * 24 * 3_600_000);
    await prisma.blogPost.create({ data: { ...p, published: true, publishedAt: at, createdAt: at, updatedAt: at } });
  }
}
