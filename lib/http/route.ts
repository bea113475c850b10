import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { toErrorResponse } from "@/lib/http/respond";
import { log } from "@/lib/log";
import { badRequest } from "@/lib/errors";
import { hasUnstorableText } from "@/lib/http/parse";
import { assertSameOrigin } from "@/lib/http/same-origin";

type Ctx<P> = { params: Promise<P> };
export type RouteInfo<P> = { params: P; requestId: string };

/**
 * Wraps a route handler: refuses cross-site browser writes (lib/http/same-origin.ts), awaits
 * params, gives the request an id, and turns any thrown
 * error into the one JSON error shape with a true status. Handlers stay thin:
 * validate -> resolve viewer -> call one lib function -> answer.
 */
export function route<P = Record<string, never>>(
  fn: (req: NextRequest, info: RouteInfo<P>) => Promise<Response>,
) {
  return async (req: NextRequest, ctx: Ctx<P>): Promise<Response> => {
    const requestId = req.headers.get("x-request-id")?.slice(0, 100) ?? randomUUID();
    const started = performance.now();
    let res: Response;
    try {
      assertSameOrigin(req);
      const params = await ctx.params;
      if (hasUnstorableText(params)) throw badRequest("ADDRESS_INVALID_CHARACTERS");
      res = await fn(req, { params, requestId });
    } catch (err) {
      res = await toErrorResponse(err, requestId, req);
    }
    res.headers.set("x-request-id", requestId);
    // One structured line per API request (JSON in production); 5xx are logged with the error.
    log.info(
      { requestId, method: req.method, path: req.nextUrl.pathname, status: res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
    return res;
  };
}
