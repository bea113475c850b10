import { accountOperations } from "@/lib/openapi/operations/accounts";
import { backOfficeOperations } from "@/lib/openapi/operations/back-office";
import { chatOperations } from "@/lib/openapi/operations/chat";
import { uploadOperations } from "@/lib/openapi/operations/uploads";
import { contactOperations } from "@/lib/openapi/operations/contact";
import { dashboardOperations } from "@/lib/openapi/operations/dashboard";
import { discoveryOperations } from "@/lib/openapi/operations/discovery";
import { adminMoneyOperations, earningsOperations } from "@/lib/openapi/operations/earnings";
import { hashListOperations } from "@/lib/openapi/operations/hash-lists";
import { identityOperations } from "@/lib/openapi/operations/identity";
import { mediaOperations } from "@/lib/openapi/operations/media";
import { moderationOperations } from "@/lib/openapi/operations/moderation";
import { paidMessageOperations } from "@/lib/openapi/operations/paid-messages";
import { offerOperations } from "@/lib/openapi/operations/offers";
import { notificationOperations } from "@/lib/openapi/operations/notifications";
import { paymentOperations } from "@/lib/openapi/operations/payments";
import { postOperations } from "@/lib/openapi/operations/posts";
import { privacyOperations } from "@/lib/openapi/operations/privacy";
import { profileOperations } from "@/lib/openapi/operations/profiles";
import { reportOperations } from "@/lib/openapi/operations/reports";
import { safetyOperations } from "@/lib/openapi/operations/safety";
import { serviceOperations } from "@/lib/openapi/operations/service";
import { settingsOperations } from "@/lib/openapi/operations/settings";
import { subscriptionOperations, tipOperations } from "@/lib/openapi/operations/subscriptions";
import { walletOperations } from "@/lib/openapi/operations/wallet";
import { leakOperations } from "@/lib/openapi/operations/leaks";
import type { Operation } from "@/lib/openapi/types";

/**
 * Every operation of app/api/**, one entry per exported method of a route file (checked by
 * tests/unit/openapi.test.ts both ways). Request schemas are the handlers' own zod objects; the
 * document (lib/openapi/document.ts) and docs/api.md (npm run docs:api) are generated from this.
 */
export const OPERATIONS: Operation[] = [
  ...accountOperations,
  ...postOperations,
  ...mediaOperations,
  ...uploadOperations,
  ...profileOperations,
  ...walletOperations,
  ...subscriptionOperations,
  ...offerOperations,
  ...tipOperations,
  ...paymentOperations,
  ...earningsOperations,
  ...dashboardOperations,
  ...discoveryOperations,
  ...notificationOperations,
  ...contactOperations,
  ...adminMoneyOperations,
  ...moderationOperations,
  ...backOfficeOperations,
  ...hashListOperations,
  ...settingsOperations,
  ...chatOperations,
  ...paidMessageOperations,
  ...safetyOperations,
  ...serviceOperations,
  ...reportOperations,
  ...identityOperations,
  ...privacyOperations,
  ...leakOperations,
];

/** The folder under app/api that holds an operation's route.ts: /api/users/{username} -> users/[username]. */
export function routeDirOf(op: Operation): string {
  return op.routeDir ?? op.path.replace(/^\/api\//, "").replace(/\{([^}]+)\}/g, "[$1]");
}
