// Usernames share the URL space with routes (/profile/{username}, /api/users/{username}).
export const RESERVED_USERNAMES = new Set([
  "me", "search", "discover", "profile", "profiles", "content", "subscribe", "unsubscribe", "admin",
  "admin-login", "api", "login", "logout", "signup", "register", "settings", "chat", "messages",
  "notifications", "subscriptions", "subscribers", "trending", "featured", "help", "about", "support",
  "terms", "privacy", "root", "system", "null", "undefined", "profile-image", "cover-image",
  "subscription-price", "payout-methods", "cards", "tips", "posts", "forgot-password", "reset-password",
  "password", "locale", "email", "confirm-email", "undo-email", "earnings", "payouts", "payments",
  "blocks", "block", "geo-block", "promotions", "purchases", "vault", "scheduled",
  "categories", "blog",
]);

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._]{1,28})[a-z0-9]$/;

export function normalizeUsername(value: string): string {
  return value.trim().replace(/^@/, "").toLowerCase();
}
