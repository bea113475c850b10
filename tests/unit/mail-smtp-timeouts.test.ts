// The SMTP driver gives up on a mail server that does not answer within seconds (a password reset
// waits on its send), and nodemailer really uses those limits: it reads a transport's settings
// from its URL alone, so they travel in the URL's query (lib/mail/smtp.ts).
import { createServer, type Server, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpDriver, withTimeouts } from "@/lib/mail/smtp";

let silent: Server;
let port = 0;
const sockets = new Set<Socket>();
beforeAll(async () => {
  // takes the connection and never says a word
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  port = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("SMTP timeouts", () => {
  it("nodemailer's transport gets the 10 s connection and greeting limits and 30 s idle limit, the URL's own values first", () => {
    const options = (url: string) => (nodemailer.createTransport(withTimeouts(url)) as unknown as { transporter: { options: Record<string, unknown> } }).transporter.options;
    expect(options("smtp://user:p%40ss@mail.example:587")).toMatchObject({
      host: "mail.example",
      port: 587,
      auth: { user: "user", pass: "p@ss" },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    expect(options("smtps://mail.example:465/?greetingTimeout=2500&pool=true")).toMatchObject({ secure: true, greetingTimeout: 2500, connectionTimeout: 10_000, pool: true });
  });

  it("a send to a server that never greets fails after 10 s, not nodemailer's 30 s", async () => {
    const driver = smtpDriver(`smtp://velvet:secret@127.0.0.1:${port}`);
    const started = Date.now();
    await expect(driver.send({ id: "m1", date: new Date(), from: "Velvet <a@b.c>", to: "x@y.z", subject: "s", text: "t" })).rejects.toThrow(/Greeting never received/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 40_000);
});
