import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outboxDriver } from "@/lib/mail/outbox";
import { resetLink, resetMail } from "@/lib/account/reset-mail";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("mail outbox driver", () => {
  it("writes each message as one JSON file (creating the folder) and reports its path", async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), "velvet-mail-")), "outbox");
    const driver = outboxDriver(dir);
    const date = new Date("2026-01-02T03:04:05.678Z");
    const receipt = await driver.send({ id: "m1", date, from: "Velvet <a@b.c>", to: "x@y.z", subject: "Sujet é", text: "corps", html: "<p>corps</p>" });
    await driver.send({ id: "m2", date, from: "Velvet <a@b.c>", to: "x@y.z", subject: "two", text: "second" });
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(["2026-01-02T03-04-05-678Z-m1.json", "2026-01-02T03-04-05-678Z-m2.json"]);
    expect(receipt).toEqual({ id: "m1", path: path.join(dir, names[0]!) });
    const saved = JSON.parse(await readFile(receipt.path!, "utf8"));
    expect(saved).toMatchObject({ id: "m1", to: "x@y.z", subject: "Sujet é", text: "corps", html: "<p>corps</p>", date: date.toISOString() });
    expect(JSON.parse(await readFile(path.join(dir, names[1]!), "utf8")).html).toBeNull();
  });
});

describe("password reset mail", () => {
  it("links to the reset page in the reader's language, English by default, French for fr", () => {
    process.env.APP_URL ??= "http://localhost:3000";
    expect(resetLink("tok", null)).toMatch(/^https?:\/\/[^/]+\/reset-password\?token=tok$/);
    expect(resetLink("tok", "tn")).toBe(resetLink("tok", null)); // the default language has no prefix
    expect(resetLink("tok", "fr")).toMatch(/\/fr\/reset-password\?token=tok$/);
    const en = resetMail({ to: "a@b.c", firstName: "Amel", token: "tok", locale: "en" });
    expect(en.subject).toBe("Reset your Velvet password");
    expect(en.text).toContain("Hello Amel,");
    expect(en.text).toContain("/en/reset-password?token=tok");
    const fr = resetMail({ to: "a@b.c", firstName: "<b>Amel</b>", token: "tok", locale: "fr" });
    expect(fr.text).toContain("Bonjour <b>Amel</b>,");
    expect(fr.html).toContain("Bonjour &lt;b&gt;Amel&lt;/b&gt;,");
  });
});
