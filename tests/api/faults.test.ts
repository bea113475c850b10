// Faults a real client causes: uploads cut off halfway leave nothing behind and the server stays up.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { jpeg, registerUser } from "../helpers/content";
import { prisma } from "../helpers/db";

/** Sends the first `sendBytes` of a multipart body that announces `totalBytes`, then drops the connection. */
function interruptedUpload(path: string, token: string, fields: Record<string, string>, file: Buffer, totalBytes: number, sendBytes: number) {
  return new Promise<void>((resolve) => {
    const boundary = "----velvetfault";
    let head = "";
    for (const [k, v] of Object.entries(fields)) {
      head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    }
    head += `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const url = new URL(path, baseUrl());
    const req = http.request({
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(totalBytes),
      },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(head);
    req.write(file.subarray(0, Math.max(0, sendBytes - head.length)));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 300);
  });
}

describe("uploads interrupted halfway", () => {
  it("leave no post, no media row and no stored file, and the server keeps answering", async () => {
    const user = await registerUser();
    const image = await jpeg(1600, 1200);
    const before = {
      posts: await prisma.post.count({ where: { authorId: user.id } }),
      media: await prisma.media.count({ where: { ownerId: user.id } }),
    };
    for (let i = 0; i < 3; i++) {
      await interruptedUpload(
        "/api/posts/exclusive-content",
        user.token,
        { title: "Cut off", description: "This upload never finishes" },
        image,
        image.length + 4096,
        Math.floor(image.length / 2),
      );
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(await prisma.post.count({ where: { authorId: user.id } })).toBe(before.posts);
    expect(await prisma.media.count({ where: { ownerId: user.id } })).toBe(before.media);
    expect((await api("/api/health")).status).toBe(200);

    // and a complete upload right after still works
    const form = new FormData();
    form.append("title", "Whole");
    form.append("description", "This one arrives");
    form.append("media", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "a.jpg");
    const ok = await api("/api/posts/exclusive-content", { token: user.token, form });
    expect(ok.status).toBe(201);
  });
});
