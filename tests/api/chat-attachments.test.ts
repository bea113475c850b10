import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { jpeg } from "../helpers/content";
import { closeAllClients, connect, pair, registerUser, sharedService, stopAllServices, type Service, type TestUser } from "../realtime/helpers";
import { video as testVideo } from "../helpers/video";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let service: Service;
beforeAll(async () => {
  service = await sharedService();
});
afterEach(() => closeAllClients());
afterAll(async () => {
  closeAllClients();
  await service?.stop();
  await stopAllServices();
});

function fileForm(bytes: Buffer, name: string, type: string, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function upload(user: TestUser, bytes: Buffer, name = "photo.jpg", type = "image/jpeg") {
  return api("/api/chat/attachments", { method: "POST", token: user.token, form: fileForm(bytes, name, type) });
}

describe("POST /api/chat/attachments", () => {
  it("stores an image or a video, checked by content, for the uploader", async () => {
    const user = await registerUser();
    const photo = await upload(user, await jpeg());
    expect(photo.status).toBe(201);
    expect(photo.json).toMatchObject({ success: true, attachment: { type: "image" } });
    expect(photo.json.attachment.key).toMatch(/^cm-/);
    const video = await upload(user, testVideo(), "clip.mp4", "video/mp4");
    expect(video.status).toBe(201);
    expect(video.json.attachment.type).toBe("video");
    const row = await prisma.media.findUniqueOrThrow({ where: { id: photo.json.attachment._id } });
    expect(row).toMatchObject({ ownerId: user.id, messageId: null, postId: null });
  });

  it("refuses a non-media file named like an image (415), no file (400) and anonymous callers (401)", async () => {
    const user = await registerUser();
    const fake = await upload(user, Buffer.from("just some text, not a picture"), "photo.jpg", "image/jpeg");
    expect(fake.status).toBe(415);
    const none = await api("/api/chat/attachments", { method: "POST", token: user.token, form: fileForm(await jpeg(), "a.jpg", "image/jpeg", "other") });
    expect(none.status).toBe(400);
    const anon = await api("/api/chat/attachments", { method: "POST", form: fileForm(await jpeg(), "a.jpg", "image/jpeg") });
    expect(anon.status).toBe(401);
  });
});

describe("send_message with attachments", () => {
  it("links the uploaded file to the message; the receiver may open it, outsiders may not; it cannot be reused", async () => {
    const [fan, creator] = await pair();
    const outsider = await registerUser();
    const { attachment } = (await upload(fan, await jpeg())).json;
    const a = await connect(service.url, fan.token);
    const b = await connect(service.url, creator.token);

    const sent = await a.request("send_message", { receiverId: creator.id, receiverModel: "User", content: "", attachments: [attachment._id] });
    expect(sent).toMatchObject({ success: true, message: { content: "", messageType: "image", attachments: [attachment] } });
    expect((await b.waitFor("new_message")).message.attachments).toEqual([attachment]);

    const history = await api(`/api/chat/conversations/${sent.conversationId}/messages`, { token: creator.token });
    expect(history.json.messages[0].attachments).toEqual([attachment]);
    expect((await api(`/api/users/content/access/${attachment.key}`, { token: creator.token })).status).toBe(200);
    expect((await api(`/api/users/content/access/${attachment.key}`, { token: outsider.token })).status).toBe(403);

    const reuse = await a.request("send_message", { receiverId: creator.id, content: "again", attachments: [attachment._id] });
    expect(reuse).toMatchObject({ success: false, status: 400 });
    const theirs = (await upload(outsider, await jpeg())).json.attachment;
    const stolen = await a.request("send_message", { receiverId: creator.id, content: "not mine", attachments: [theirs._id] });
    expect(stolen).toMatchObject({ success: false, status: 400 });
    expect(await prisma.message.count({ where: { senderId: fan.id } })).toBe(1);
  });
});
