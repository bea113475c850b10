import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { api, uniqueUser } from "../helpers/http";

function dobYearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
}

describe("POST /api/users/register", () => {
  it("creates an account and answers a token with the user's fields", async () => {
    const u = uniqueUser();
    const res = await api("/api/users/register", { method: "POST", body: u });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      username: u.username.toLowerCase(),
      email: u.email.toLowerCase(),
      firstName: u.firstName,
      lastName: u.lastName,
      profileImage: null,
    });
    expect(typeof res.json.token).toBe("string");
    expect(typeof res.json._id).toBe("string");
    expect(res.json).not.toHaveProperty("passwordHash");
  });

  it("refuses a taken username or e-mail with 409, case-insensitively", async () => {
    const u = uniqueUser();
    expect((await api("/api/users/register", { method: "POST", body: u })).status).toBe(201);
    const sameName = await api("/api/users/register", {
      method: "POST",
      body: { ...uniqueUser(), username: u.username.toUpperCase() },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.success).toBe(false);
    const sameEmail = await api("/api/users/register", {
      method: "POST",
      body: { ...uniqueUser(), email: u.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.errors.email).toBeDefined();
  });

  it("refuses someone who turns 18 tomorrow, and accepts someone who turned 18 today", async () => {
    const young = await api("/api/users/register", { method: "POST", body: { ...uniqueUser(), dateOfBirth: dobYearsAgo(18, 1) } });
    expect(young.status).toBe(400);
    expect(young.json.errors.dateOfBirth[0]).toMatch(/18/);
    const adult = await api("/api/users/register", { method: "POST", body: { ...uniqueUser(), dateOfBirth: dobYearsAgo(18) } });
    expect(adult.status).toBe(201);
  });

  it("refuses a short password, a bad e-mail and missing fields with field errors", async () => {
    const short = await api("/api/users/register", { method: "POST", body: { ...uniqueUser(), password: "short7!" } });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toBeDefined();
    const badEmail = await api("/api/users/register", { method: "POST", body: { ...uniqueUser(), email: "not-an-email" } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.errors.email).toBeDefined();
    const missing = await api("/api/users/register", { method: "POST", body: { email: "a@b.co" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors)).toEqual(expect.arrayContaining(["firstName", "lastName", "username", "password", "dateOfBirth"]));
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await api("/api/users/register", { method: "POST", rawBody: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/users/login", () => {
  it("signs in with the right password and refuses a wrong one with 401", async () => {
    const u = uniqueUser();
    await api("/api/users/register", { method: "POST", body: u });
    const ok = await api("/api/users/login", { method: "POST", body: { email: u.email.toUpperCase(), password: u.password } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, username: u.username.toLowerCase() });
    const bad = await api("/api/users/login", { method: "POST", body: { email: u.email, password: "wrong-password" } });
    expect(bad.status).toBe(401);
    expect(bad.json.message).toMatch(/invalid/i);
  });

  it("slows down repeated failures for one account with 429", async () => {
    const u = uniqueUser();
    await api("/api/users/register", { method: "POST", body: u });
    const headers = { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await api("/api/users/login", { method: "POST", body: { email: u.email, password: "nope-nope" }, headers })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // even the right password is refused while blocked
    const right = await api("/api/users/login", { method: "POST", body: { email: u.email, password: u.password }, headers });
    expect(right.status).toBe(429);
  });
});

describe("GET /api/auth/verify and GET /api/users/me", () => {
  it("answers the user for a valid token", async () => {
    const u = uniqueUser();
    const reg = await api("/api/users/register", { method: "POST", body: u });
    const res = await api("/api/auth/verify", { token: reg.json.token });
    expect(res.status).toBe(200);
    expect(res.json.valid).toBe(true);
    expect(res.json.data).toMatchObject({ _id: reg.json._id, username: u.username.toLowerCase(), dateOfBirth: u.dateOfBirth, role: "member" });
    const me = await api("/api/users/me", { token: reg.json.token });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ _id: reg.json._id, postCount: 0, subscriberCount: 0, subscriptionCount: 0 });
  });

  it("refuses a missing, forged or expired token with 401", async () => {
    expect((await api("/api/auth/verify")).status).toBe(401);
    const u = uniqueUser();
    const reg = await api("/api/users/register", { method: "POST", body: u });
    const forged = await new SignJWT({ role: "ADMIN", username: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(reg.json._id)
      .setIssuer("velvet")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret"));
    expect((await api("/api/auth/verify", { token: forged })).status).toBe(401);
    const tampered = reg.json.token.slice(0, -3) + (reg.json.token.endsWith("abc") ? "xyz" : "abc");
    expect((await api("/api/auth/verify", { token: tampered })).status).toBe(401);
    expect((await api("/api/users/me", { token: "garbage" })).status).toBe(401);
  });
});

describe("POST /api/auth/login (admin)", () => {
  it("refuses a member and accepts an admin", async () => {
    const u = uniqueUser();
    await api("/api/users/register", { method: "POST", body: u });
    const member = await api("/api/auth/login", { method: "POST", body: { username: u.username, password: u.password } });
    expect(member.status).toBe(401);
    expect(member.json.message).toMatch(/admin/i);

    const { makeAdmin } = await import("../helpers/db");
    await makeAdmin(u.username);
    const admin = await api("/api/auth/login", { method: "POST", body: { username: u.username, password: u.password } });
    expect(admin.status).toBe(200);
    expect(admin.json).toMatchObject({ username: u.username.toLowerCase(), _id: expect.any(String), token: expect.any(String) });
  });
});
