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

describe("GET /api/ping", () => {
  it("answers 10 small fixed objects without authentication (benchmark baseline)", async () => {
    const res = await api("/api/ping");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.items).toHaveLength(10);
    expect(res.json.items[0]).toEqual({ id: 1, name: "item-1", value: 10 });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
