// A username given up by a rename is held for its previous owner for 30 days (decision 016).
import { describe, expect, it } from "vitest";
import { api, uniqueUser } from "../helpers/http";
import { prisma } from "../helpers/db";
import { randomIp } from "../helpers/account";
import { member, type TestUser } from "../helpers/social";

const rename = (u: TestUser, username: string) => api("/api/users/profile", { method: "PUT", token: u.token, body: { username } });
const register = (username: string) =>
  api("/api/users/register", { method: "POST", body: { ...uniqueUser(), username }, headers: { "x-forwarded-for": randomIp() } });
const fresh = () => `h${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe("released usernames", () => {
  it("are refused to anyone else for 30 days (409, rename and sign-up), and taken back by their previous owner", async () => {
    const owner = await member();
    const other = await member();
    const released = owner.username;
    const interim = fresh();
    expect((await rename(owner, interim)).status).toBe(200);

    const byRename = await rename(other, released);
    expect(byRename.status).toBe(409);
    expect(byRename.json.message).toMatch(/reserved for its previous owner for 30 days/);
    expect(byRename.json.errors.username).toBeDefined();
    const bySignUp = await register(released);
    expect(bySignUp.status).toBe(409);
    expect(bySignUp.json.message).toMatch(/reserved/);
    // the old profile address no longer answers the account
    expect((await api(`/api/users/${released}`)).status).toBe(404);

    // the previous owner takes it back; the interim name is now held for them in turn
    const back = await rename(owner, released);
    expect(back.status).toBe(200);
    expect(back.json.user.username).toBe(released);
    expect(await prisma.usernameHold.findUnique({ where: { username: released } })).toBeNull();
    expect((await rename(other, interim)).status).toBe(409);
  });

  it("after 30 days the name is free for anyone", async () => {
    const owner = await member();
    const released = owner.username;
    expect((await rename(owner, fresh())).status).toBe(200);
    expect((await register(released)).status).toBe(409);
    await prisma.usernameHold.update({ where: { username: released }, data: { releasedAt: new Date(Date.now() - 30 * 24 * 3600 * 1000 - 60_000) } });
    const taken = await register(released);
    expect(taken.status).toBe(201);
    expect(taken.json.username).toBe(released);
  });

  it("keeping one's own name is not a release", async () => {
    const owner = await member();
    expect((await rename(owner, owner.username.toUpperCase())).status).toBe(200);
    expect(await prisma.usernameHold.count({ where: { previousOwnerId: owner.id } })).toBe(0);
  });
});
