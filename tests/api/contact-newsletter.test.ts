import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { makeAdminById, member } from "../helpers/social";

const ip = () => ({ "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

async function admin() {
  const u = await member();
  await makeAdminById(u.id);
  return u;
}

describe("POST /api/contact", () => {
  it("stores a valid submission (201) and refuses invalid or over-long fields (400)", async () => {
    const headers = ip();
    const tag = `hello ${Date.now()}`;
    const ok = await api("/api/contact", { method: "POST", headers, body: { name: "Sana", email: "Sana@Example.test", message: tag } });
    expect(ok.status).toBe(201);
    expect(ok.json.success).toBe(true);
    const boss = await admin();
    const list = await api("/api/contact?limit=50", { token: boss.token });
    expect(list.json.contacts[0]).toMatchObject({ name: "Sana", email: "sana@example.test", message: tag });
    expect(list.json.contacts[0]).toHaveProperty("_id");
    expect(list.json.contacts[0]).toHaveProperty("createdAt");

    const bad = [
      { name: "", email: "a@b.test", message: "x" },
      { name: "x".repeat(101), email: "a@b.test", message: "x" },
      { name: "A", email: "nope", message: "x" },
      { name: "A", email: "a@b.test", message: "   " },
      { name: "A", email: "a@b.test", message: "x".repeat(5001) },
    ];
    for (const body of bad) expect((await api("/api/contact", { method: "POST", headers: ip(), body })).status).toBe(400);
  });

  it("rate-limits a client to 5 submissions per 10 minutes", async () => {
    const headers = ip();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await api("/api/contact", { method: "POST", headers, body: { name: "Spam", email: "s@p.test", message: `m${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("GET /api/contact and DELETE /api/contact/{id}", () => {
  it("are admin-only: 401 anonymous, 403 members", async () => {
    const fan = await member();
    expect((await api("/api/contact")).status).toBe(401);
    expect((await api("/api/contact", { token: fan.token })).status).toBe(403);
    expect((await api("/api/contact/6f1c7c1e-0000-4000-8000-000000000000", { method: "DELETE" })).status).toBe(401);
    expect((await api("/api/contact/6f1c7c1e-0000-4000-8000-000000000000", { method: "DELETE", token: fan.token })).status).toBe(403);
  });

  it("lets an admin delete a submission, then 404", async () => {
    const boss = await admin();
    const tag = `delete me ${Date.now()}`;
    await api("/api/contact", { method: "POST", headers: ip(), body: { name: "Del", email: "d@e.test", message: tag } });
    const found = await api(`/api/contact?q=${encodeURIComponent(tag)}`, { token: boss.token });
    expect(found.json.contacts).toHaveLength(1);
    const id = found.json.contacts[0]._id;
    const del = await api(`/api/contact/${id}`, { method: "DELETE", token: boss.token });
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ success: true, message: "Contact deleted successfully" });
    expect((await api(`/api/contact?q=${encodeURIComponent(tag)}`, { token: boss.token })).json.contacts).toHaveLength(0);
    expect((await api(`/api/contact/${id}`, { method: "DELETE", token: boss.token })).status).toBe(404);
    expect((await api("/api/contact/xyz", { method: "DELETE", token: boss.token })).status).toBe(404);
  });
});

describe("POST /api/newsletter", () => {
  it("subscribing twice is not an error and keeps one row; an admin unsubscribe hides it until re-subscribed", async () => {
    const email = `news_${Date.now()}@example.test`;
    const first = await api("/api/newsletter", { method: "POST", headers: ip(), body: { email } });
    expect(first.status).toBe(201);
    const second = await api("/api/newsletter", { method: "POST", headers: ip(), body: { email: email.toUpperCase() } });
    expect(second.status).toBe(200);
    expect(second.json.success).toBe(true);
    const boss = await admin();
    const list = await api(`/api/newsletter?q=${encodeURIComponent(email)}`, { token: boss.token });
    expect(list.json.subscribers).toHaveLength(1);
    expect(list.json.subscribers[0]).toMatchObject({ email });
    expect(list.json.subscribers[0]).toHaveProperty("subscribedAt");
    const id = list.json.subscribers[0]._id;

    const un = await api(`/api/newsletter/${id}`, { method: "DELETE", token: boss.token });
    expect(un.json).toMatchObject({ success: true, message: "User unsubscribed successfully" });
    expect((await api(`/api/newsletter?q=${encodeURIComponent(email)}`, { token: boss.token })).json.subscribers).toHaveLength(0);
    expect((await api(`/api/newsletter/${id}`, { method: "DELETE", token: boss.token })).status).toBe(404);

    await api("/api/newsletter", { method: "POST", headers: ip(), body: { email } });
    const back = await api(`/api/newsletter?q=${encodeURIComponent(email)}`, { token: boss.token });
    expect(back.json.subscribers.map((s: { _id: string }) => s._id)).toEqual([id]);
    expect((await api("/api/newsletter", { method: "POST", headers: ip(), body: { email: "bad" } })).status).toBe(400);
  });

  it("GET and DELETE are admin-only", async () => {
    const fan = await member();
    expect((await api("/api/newsletter")).status).toBe(401);
    expect((await api("/api/newsletter", { token: fan.token })).status).toBe(403);
    expect((await api("/api/newsletter/6f1c7c1e-0000-4000-8000-000000000000", { method: "DELETE", token: fan.token })).status).toBe(403);
  });
});
