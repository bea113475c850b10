// The demo cast. All demo members share the password below (documented in the README); the
// demo admin does not: it gets a random one (demo.ts).
export const DEMO_PASSWORD = "Password123!";

export type DemoCreator = {
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  priceCents: number;
  posts: { title: string; description: string; captions: string[] }[];
};

export type DemoFan = { username: string; firstName: string; lastName: string; subscribesTo: string[] };

export const CREATORS: DemoCreator[] = [
  {
    username: "yasmine.art",
    firstName: "Yasmine",
    lastName: "Ben Salah",
    bio: "Digital painter from Sidi Bou Said. Behind-the-scenes of every canvas, weekly timelapses and colour studies.",
    location: "Sidi Bou Said, Tunisia",
    priceCents: 999,
    posts: [
      { title: "Blue doors study", description: "Three evenings of work on the blue doors series. Full-resolution files for subscribers.", captions: ["Final piece", "Colour blocking"] },
      { title: "Sunset palette", description: "The palette I use for every sunset this month — with the swatches.", captions: ["Palette"] },
      { title: "Sketchbook dump", description: "Pages 12 to 15 of the sketchbook, unedited.", captions: ["Page 12", "Page 13", "Page 14"] },
    ],
  },
  {
    username: "karim.fit",
    firstName: "Karim",
    lastName: "Haddad",
    bio: "Coach. Weekly training plans, form checks and meal prep for people with busy lives.",
    location: "Tunis",
    priceCents: 1499,
    posts: [
      { title: "Week 1 plan", description: "Four sessions, 40 minutes each. Start light and keep the form clean.", captions: ["Warm-up", "Main sets"] },
      { title: "Meal prep Sunday", description: "Five lunches in ninety minutes, with the shopping list.", captions: ["The lot"] },
    ],
  },
  {
    username: "lina.sounds",
    firstName: "Lina",
    lastName: "Mansour",
    bio: "Producer and singer. Unreleased demos, stems and studio diaries.",
    location: "Sousse",
    priceCents: 799,
    posts: [
      { title: "Demo: night drive", description: "Rough mix of a new track. Tell me what you think in the comments.", captions: ["Cover sketch"] },
      { title: "Studio diary #4", description: "New synth, new problems. Photos from the session.", captions: ["The desk", "Cables everywhere"] },
    ],
  },
  {
    username: "sami.travels",
    firstName: "Sami",
    lastName: "Trabelsi",
    bio: "Photographer on the road: Sahara, medinas and the coast. Prints and travel notes for subscribers.",
    location: "Tozeur",
    priceCents: 1200,
    posts: [
      { title: "Dunes at dawn", description: "Chebika and the dunes before sunrise. Full-size frames inside.", captions: ["Dawn", "First light", "Shadows"] },
      { title: "Medina colours", description: "A walk through the medina of Tunis at noon.", captions: ["Souk"] },
    ],
  },
  {
    username: "nour.cooks",
    firstName: "Nour",
    lastName: "Jlassi",
    bio: "Home cook. Family recipes from Sfax, step by step, with the secrets grandma never wrote down.",
    location: "Sfax",
    priceCents: 599,
    posts: [
      { title: "Couscous au poisson", description: "The Sfaxian way, with every step photographed.", captions: ["Ingredients", "Steaming", "Served"] },
      { title: "Makroudh", description: "Semolina, dates and patience.", captions: ["Dough"] },
    ],
  },
  {
    username: "amira.style",
    firstName: "Amira",
    lastName: "Gharbi",
    bio: "Stylist. Lookbooks, fittings and honest reviews.",
    location: "La Marsa",
    priceCents: 1999,
    posts: [{ title: "Autumn lookbook", description: "Eight looks, one wardrobe.", captions: ["Look 1", "Look 2"] }],
  },
];

export const FANS: DemoFan[] = [
  { username: "omar", firstName: "Omar", lastName: "Chaabane", subscribesTo: ["yasmine.art", "karim.fit", "sami.travels"] },
  { username: "sarah", firstName: "Sarah", lastName: "Dupont", subscribesTo: ["yasmine.art", "lina.sounds"] },
  { username: "mehdi", firstName: "Mehdi", lastName: "Ayari", subscribesTo: ["karim.fit", "nour.cooks", "yasmine.art"] },
  { username: "emma", firstName: "Emma", lastName: "Wilson", subscribesTo: [] },
];

export const COMMENTS = [
  "This is stunning, thank you for sharing!",
  "Magnifique 😍",
  "يعطيك الصحة، برشا باهي",
  "Saving this for later.",
  "How long did this take?",
  "Best post this week.",
];

export const MESSAGES: { from: string; to: string; content: string }[] = [
  { from: "omar", to: "yasmine.art", content: "Hi Yasmine! Do you sell prints of the blue doors series?" },
  { from: "yasmine.art", to: "omar", content: "Hi Omar, yes! A limited run of 20 next month. I'll post the details here first." },
  { from: "omar", to: "yasmine.art", content: "Perfect, count me in 🙌" },
  { from: "sarah", to: "lina.sounds", content: "Night drive is on repeat. When is it out?" },
  { from: "lina.sounds", to: "sarah", content: "Merci Sarah! Hopefully before the end of the year." },
  { from: "mehdi", to: "karim.fit", content: "Is week 2 harder than week 1?" },
];

export const CONTACTS = [
  { name: "Leila Bouzid", email: "leila@example.com", message: "Bonjour, je voudrais savoir comment devenir créatrice sur la plateforme et quels sont les frais." },
  { name: "John Carter", email: "john.carter@example.com", message: "Hello, I was charged twice for one subscription last week. Could you check my account please?" },
  { name: "Aziz Hamdi", email: "aziz@example.com", message: "Proposition de partenariat pour un événement à Tunis en décembre." },
];

export const NEWSLETTER = ["news.fan@example.com", "hello@example.org", "marie.curie@example.fr", "tunis.reader@example.tn"];

// SPEC sample data: two saved cards (the test provider's paying Visa, the first and default, and a
// Mastercard) and a default bank payout ending 1234.
export const SAMPLE_CARDS = [
  { cardNumber: "4242424242424242", expiryMonth: "12", expiryYear: "2030", cvv: "123", cardholderName: "Omar Chaabane" },
  { cardNumber: "5555555555554444", expiryMonth: "8", expiryYear: "2029", cvv: "123", cardholderName: "Omar Chaabane" },
];

/** The card every other demo fan pays with (the test provider's card that pays). */
export const DEMO_FAN_CARD = { cardNumber: "4242424242424242", expiryMonth: "12", expiryYear: "2030", cvv: "123" };
