// Age assurance for fans (issue 19 point 6): the record of how and when each account was checked,
// the built-in strong method (an identity document reviewed by an admin, POST /api/users/age-check)
// and the rule `ageAssuranceSatisfied` that gates adult media for visitors from the countries of
// AGE_ASSURANCE_REQUIRED_COUNTRIES, tested with explicit countries and over HTTP from addresses in
// a listed and an unlisted country.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, createPost, registerUser, subscribe } from "../helpers/content";
import { makeAdminById } from "../helpers/social";
import { startSecondApp, type SecondApp } from "../helpers/second-app";
import { ageCheckForm } from "../helpers/identity";
import { ageAssuranceSatisfied, strongCheckRequired } from "@/lib/age-assurance/rule";
import { mediaAccessFor, serveAdultMedia } from "@/lib/age-assurance/media";
import { signedMediaUrl } from "@/lib/media/signed-url";
import { AppError } from "@/lib/errors";

const LISTED = ["GB", "FR"];

describe("the record of age checks", () => {
  it("sign-up records the declared date of birth as the default method", async () => {
    const fan = await registerUser();
    const rows = await prisma.ageAssuranceCheck.findMany({ where: { userId: fan.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "declared_dob", provider: "declaration", result: "passed" });
    const state = await api("/api/users/age-check", { token: fan.token });
    expect(state.status).toBe(200);
    // a loopback client is in no country: nothing more is required
    expect(state.json.ageCheck).toMatchObject({ required: false, satisfied: true, status: "none" });
    expect(state.json.ageCheck.methods).toEqual([{ id: "id-review", method: "id_document" }]);
  });
});

describe("ageAssuranceSatisfied", () => {
  it("asks nothing outside the listed countries, a passed strong check inside them, and refuses anonymous visitors there", async () => {
    const fan = await registerUser();
    expect(strongCheckRequired("gb", LISTED)).toBe(true);
    expect(strongCheckRequired(null, LISTED)).toBe(false);
    expect(await ageAssuranceSatisfied(fan.id, "TN", LISTED)).toBe(true);
    expect(await ageAssuranceSatisfied(null, "TN", LISTED)).toBe(true);
    expect(await ageAssuranceSatisfied(fan.id, null, LISTED)).toBe(true);
    // the declared date of birth is not enough there
    expect(await ageAssuranceSatisfied(fan.id, "GB", LISTED)).toBe(false);
    expect(await ageAssuranceSatisfied(null, "GB", LISTED)).toBe(false);
  });

  it("the document check: pending until an admin approves it, then the media of a listed country are served; a rejection keeps them closed", async () => {
    const creator = await registerUser();
    const post = await createPost(creator);
    const key: string = post.images[0].key;
    const fan = await registerUser({ verified: false });
    const other = await registerUser();
    const link = new URL(signedMediaUrl(key).url, "http://x");
    const input = { key, exp: link.searchParams.get("exp"), sig: link.searchParams.get("sig"), range: null };
    const gate = (userId: string | null, country: string | null) => serveAdultMedia(input, { location: { country, region: null }, viewerId: async () => userId }, LISTED);

    const refused = await gate(fan.id, "GB").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 403, code: "AGE_ASSURANCE_REQUIRED" });
    expect((await gate(fan.id, "TN")).status).toBe(200);
    expect((await gate(null, "DE")).status).toBe(200);
    // the link itself is refused first, with the code the page turns into an offer of the check
    await expect(mediaAccessFor(creator.id, key, { country: "FR", region: null }, LISTED)).rejects.toMatchObject({ status: 403, code: "AGE_ASSURANCE_REQUIRED" });
    expect((await mediaAccessFor(creator.id, key, { country: "TN", region: null }, LISTED)).url).toMatch(/^\/api\/media\//);

    const started = await apiForm("/api/users/age-check", { token: fan.token, form: await ageCheckForm() });
    expect(started.status).toBe(201);
    expect(started.json.ageCheck).toMatchObject({ status: "pending", satisfied: true });
    expect(started.json.ageCheck.checks[0]).toMatchObject({ method: "id_document", provider: "id-review", result: "pending" });
    expect((await apiForm("/api/users/age-check", { token: fan.token, form: await ageCheckForm() })).status).toBe(409);
    expect(await ageAssuranceSatisfied(fan.id, "GB", LISTED)).toBe(false);

    const adminUser = await registerUser();
    await makeAdminById(adminUser.id);
    const queue = await api(`/api/admin/verifications?kind=age&q=${fan.username}`, { token: adminUser.token });
    expect(queue.status).toBe(200);
    expect(queue.json.verifications).toHaveLength(1);
    expect(queue.json.verifications[0]).toMatchObject({ kind: "age", status: "pending", legalName: null });
    expect(queue.json.verifications[0].documents).toHaveLength(2);
    expect(queue.json.counts.pendingAgeChecks).toBeGreaterThanOrEqual(1);
    // the creator queue does not hold it
    expect((await api(`/api/admin/verifications?q=${fan.username}`, { token: adminUser.token })).json.verifications).toHaveLength(0);

    const ok = await api(`/api/admin/verifications/${fan.id}/approve`, { method: "POST", token: adminUser.token, body: { kind: "age" } });
    expect(ok.status).toBe(200);
    expect(await ageAssuranceSatisfied(fan.id, "GB", LISTED)).toBe(true);
    expect((await gate(fan.id, "GB")).status).toBe(200);
    expect(await prisma.auditLog.count({ where: { action: "age_check.approve", targetIds: { has: fan.id } } })).toBe(1);
    // an age check does not make anyone a verified creator
    expect((await prisma.user.findUniqueOrThrow({ where: { id: fan.id } })).verifiedAt).toBeNull();
    const fanRow = await prisma.ageAssuranceCheck.findFirstOrThrow({ where: { userId: fan.id, method: "id_document" } });
    expect(fanRow.result).toBe("passed");

    expect((await apiForm("/api/users/age-check", { token: other.token, form: await ageCheckForm() })).status).toBe(201);
    const no = await api(`/api/admin/verifications/${other.id}/reject`, { method: "POST", token: adminUser.token, body: { kind: "age", reason: "The document is expired" } });
    expect(no.status).toBe(200);
    expect(no.json.verification).toMatchObject({ status: "rejected", reason: "The document is expired" });
    expect(await ageAssuranceSatisfied(other.id, "FR", LISTED)).toBe(false);
  });

  it("refuses an age check without a selfie, or without a token", async () => {
    const fan = await registerUser();
    const form = new FormData();
    const full = await ageCheckForm();
    form.append("idDocument", full.get("idDocument") as Blob, "id.jpg");
    const res = await apiForm("/api/users/age-check", { token: fan.token, form });
    expect(res.status).toBe(400);
    expect(res.json.errors.selfie).toBeDefined();
    expect((await apiForm("/api/users/age-check", { form: await ageCheckForm() })).status).toBe(401);
  });
});

describe("the gate over HTTP: an app with AGE_ASSURANCE_REQUIRED_COUNTRIES=GB, countries from the client address", () => {
  // the app trusts loopback as its proxy, so X-Forwarded-For is the visitor's address (lib/geo/visitor.ts)
  const GB = "81.2.69.142";
  const TN = "41.226.0.1";
  let app: SecondApp;
  beforeAll(async () => {
    app = await startSecondApp({ AGE_ASSURANCE_REQUIRED_COUNTRIES: "GB", TRUSTED_PROXIES: "127.0.0.1,::1" });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("a subscriber in GB gets neither a media link nor the bytes until a strong check passed; in TN at once", async () => {
    const creator = await registerUser();
    const post = await createPost(creator);
    const key: string = post.images[0].key;
    const fan = await registerUser();
    await subscribe(fan, creator);
    const link = (ip: string) =>
      fetch(`${app.base}/api/users/content/access/${encodeURIComponent(key)}`, { headers: { authorization: `Bearer ${fan.token}`, "x-forwarded-for": ip } });
    const bytes = (url: string, ip: string) => fetch(`${app.base}${url}`, { headers: { authorization: `Bearer ${fan.token}`, "x-forwarded-for": ip } });

    const fromTn = await link(TN);
    expect(fromTn.status).toBe(200);
    const { url } = (await fromTn.json()) as { url: string };
    expect((await bytes(url, TN)).status).toBe(200);

    const fromGb = await link(GB);
    expect(fromGb.status).toBe(403);
    expect(await fromGb.json()).toMatchObject({ success: false, code: "AGE_ASSURANCE_REQUIRED" });
    // a link obtained elsewhere does not open from GB either
    const bytesGb = await bytes(url, GB);
    expect(bytesGb.status).toBe(403);
    expect(await bytesGb.json()).toMatchObject({ code: "AGE_ASSURANCE_REQUIRED" });

    // once the account passed the document check (an admin's approval), GB is served too
    await prisma.ageAssuranceCheck.create({ data: { userId: fan.id, method: "id_document", provider: "id-review", result: "passed" } });
    expect((await link(GB)).status).toBe(200);
    expect((await bytes(url, GB)).status).toBe(200);
  });
});
