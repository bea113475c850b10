-- A member's notifications total (lib/notifications/inbox.ts) counts every notification of the
-- member, then takes away those whose sender may not be shown, found from the senders' side:
-- the members who may be hidden (this partial index: lib/access/accounts.ts
-- accountHiddenSql, whose first part is the same predicate word for word), each probed in the notifications by
-- (senderId, recipientId). The second index also serves the sender's ON DELETE SET NULL.
CREATE INDEX "User_may_be_hidden_idx" ON "User"("id")
  WHERE ("hiddenAt" IS NOT NULL OR ("deletionRequestedAt" IS NOT NULL AND "erasedAt" IS NULL) OR "accountStatus" NOT IN ('active', 'restricted'));

CREATE INDEX "Notification_senderId_recipientId_idx" ON "Notification"("senderId", "recipientId");
