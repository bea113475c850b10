import type { Redis } from "ioredis";

/**
 * Who is online, per user, across all of a user's sockets — and, with Redis, across all
 * realtime processes. A user is online while at least one socket is connected anywhere.
 * add() answers true for the first socket of a user, remove() true for the last one.
 */
export interface PresenceStore {
  add(userId: string, socketId: string): Promise<boolean>;
  remove(userId: string, socketId: string): Promise<boolean>;
  online(userIds: string[]): Promise<Set<string>>;
}

export class MemoryPresence implements PresenceStore {
  private sockets = new Map<string, Set<string>>();

  async add(userId: string, socketId: string) {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socketId);
    return set.size === 1;
  }

  async remove(userId: string, socketId: string) {
    const set = this.sockets.get(userId);
    if (!set || !set.delete(socketId)) return false;
    if (set.size > 0) return false;
    this.sockets.delete(userId);
    return true;
  }

  async online(userIds: string[]) {
    return new Set(userIds.filter((id) => (this.sockets.get(id)?.size ?? 0) > 0));
  }
}

/**
 * Redis: one set per user of "{serverId}:{socketId}" members, updated atomically (MULTI), so
 * the first/last decision holds across processes. A process that shuts down gracefully
 * removes its members; one that crashes leaves them until the user's next disconnect.
 */
export class RedisPresence implements PresenceStore {
  constructor(
    private client: Redis,
    private prefix: string,
    private serverId: string,
  ) {}

  private key(userId: string) {
    return `${this.prefix}:presence:${userId}`;
  }

  async add(userId: string, socketId: string) {
    const res = await this.client.multi().sadd(this.key(userId), `${this.serverId}:${socketId}`).scard(this.key(userId)).exec();
    return Number(res?.[0]?.[1]) === 1 && Number(res?.[1]?.[1]) === 1;
  }

  async remove(userId: string, socketId: string) {
    const res = await this.client.multi().srem(this.key(userId), `${this.serverId}:${socketId}`).scard(this.key(userId)).exec();
    return Number(res?.[0]?.[1]) === 1 && Number(res?.[1]?.[1]) === 0;
  }

  async online(userIds: string[]) {
    if (userIds.length === 0) return new Set<string>();
    const pipeline = this.client.pipeline();
    for (const id of userIds) pipeline.scard(this.key(id));
    const res = (await pipeline.exec()) ?? [];
    return new Set(userIds.filter((_, i) => Number(res[i]?.[1]) > 0));
  }
}
