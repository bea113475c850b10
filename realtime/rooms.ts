// Room names. Every socket joins its user's personal room; conversation rooms are joined on demand.
export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
