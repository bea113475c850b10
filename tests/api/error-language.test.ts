import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { randomIp, signUp } from "../helpers/account";

// Errors speak the reader's language (decision 041): every error answer carries a stable code,
// and its message is the code's text in the request's language: the signed-in member's saved
// language, else the locale cookie, else Accept-Language, else Tunisian. The admin area is French.

const UNKNOWN_SESSION = "/api/users/sessions/00000000-0000-4000-8000-000000000000";
const SESSION_NOT_FOUND = {
  tn: "الجلسة ما لقيناهاش",
  fr: "Session introuvable",
  en: "Session not found",
  ar: "الجلسة غير موجودة",
};

describe("error language", () => {
  it("the same refused request is answered in the saved language, else the cookie, else Accept-Language, else Tunisian", async () => {
    const me = await signUp();
    const ask = (headers: Record<string, string>) => api(UNKNOWN_SESSION, { method: "DELETE", token: me.token, headers });

    // nothing the server knows: Tunisian (a language the app does not have is no choice)
    const none = await ask({ "accept-language": "de-DE,de;q=0.9" });
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ success: false, code: "SESSION_NOT_FOUND", message: SESSION_NOT_FOUND.tn });

    // Accept-Language, by quality
    expect((await ask({ "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" })).json.message).toBe(SESSION_NOT_FOUND.fr);
    expect((await ask({ "accept-language": "de;q=1, en;q=0.5, fr;q=0.4" })).json.message).toBe(SESSION_NOT_FOUND.en);
    expect((await ask({ "accept-language": "ar" })).json.message).toBe(SESSION_NOT_FOUND.ar);
    // a reader in Tunisia: ar-TN is Tunisian, not Arabic
    expect((await ask({ "accept-language": "ar-TN,ar;q=0.9" })).json.message).toBe(SESSION_NOT_FOUND.tn);

    // the interface's locale cookie wins over Accept-Language
    const cookie = await ask({ cookie: "NEXT_LOCALE=fr", "accept-language": "en" });
    expect(cookie.json).toMatchObject({ code: "SESSION_NOT_FOUND", message: SESSION_NOT_FOUND.fr });

    // the member's saved language wins over both
    const saved = await api("/api/users/locale", { method: "PUT", token: me.token, body: { locale: "ar" } });
    expect(saved.status).toBe(200);
    const mine = await ask({ cookie: "NEXT_LOCALE=fr", "accept-language": "en" });
    expect(mine.json).toEqual({ success: false, code: "SESSION_NOT_FOUND", message: SESSION_NOT_FOUND.ar });
  });

  it("field errors carry codes, their texts in the request's language", async () => {
    const bad = { username: "x", email: "not-an-email", password: "short", firstName: "A", lastName: "B", dateOfBirth: "1990-01-01" };
    const register = (language: string) =>
      api("/api/users/register", { method: "POST", body: bad, headers: { "accept-language": language, "x-forwarded-for": randomIp() } });

    const fr = await register("fr");
    expect(fr.status).toBe(400);
    expect(fr.json.fieldCodes).toMatchObject({ email: ["FIELD_INVALID_EMAIL"], password: ["FIELD_TOO_SHORT"] });
    expect(fr.json.errors.email).toEqual(["Veuillez saisir une adresse e-mail valide"]);
    expect(fr.json.errors.password).toEqual(["Doit compter au moins 8 caractères"]);
    expect(fr.json.code).toBe(fr.json.fieldCodes[Object.keys(fr.json.fieldCodes)[0]][0]);

    const tn = await register("ar-TN");
    expect(tn.json.fieldCodes).toEqual(fr.json.fieldCodes);
    expect(tn.json.errors.email).toEqual(["دخّل إيميل صحيح"]);

    // English answers keep the schema's own wording (what the API answered before codes)
    const en = await register("en");
    expect(en.json.errors.email).toEqual(["Please enter a valid email"]);
    expect(en.json.errors.password).toEqual(["Password must be at least 8 characters"]);
  });

  it("a refusal with parameters formats them in each language", async () => {
    const me = await signUp();
    const long = "x".repeat(201);
    const post = (language: string) => {
      const form = new FormData();
      form.set("title", long);
      form.set("description", "d");
      form.append("media", new Blob([Buffer.from("GIF89a")], { type: "image/gif" }), "a.gif");
      return api("/api/posts/exclusive-content", { method: "POST", token: me.token, form, headers: { "accept-language": language } });
    };
    const fr = await post("fr");
    expect(fr.status).toBe(400);
    expect(fr.json).toMatchObject({ code: "TITLE_TOO_LONG", params: { max: 200 }, message: "Le titre compte au plus 200 caractères" });
    expect((await post("en")).json.message).toBe("Title must be at most 200 characters");
  });

  it("the admin area answers in French whatever the reader asks", async () => {
    const me = await signUp();
    const res = await api("/api/admin/dashboard", { token: me.token, headers: { "accept-language": "en", cookie: "NEXT_LOCALE=tn" } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, code: "ADMIN_ONLY", message: "Accès réservé aux administrateurs" });
  });

  it("an error before any route (a malformed address) has its code and the request's language", async () => {
    const res = await api("/api/posts/%E0%A4%A", { headers: { "accept-language": "fr" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, code: "MALFORMED_ADDRESS", message: "Adresse mal formée" });
  });
});
