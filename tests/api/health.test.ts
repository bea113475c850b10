import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";

describe("GET /api/health", () => {
  it("answers ok once the database is reachable", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 405 to a method the route does not define", async () => {
    const res = await api("/api/health", { method: "POST", body: {} });
    expect(res.status).toBe(405);
  });
});
