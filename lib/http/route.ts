import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { toErrorResponse } from "@/lib/http/respond";

type Ctx<P> = { params: Promise<P> };
export type RouteInfo<P> = { params: P; requestId: string };

/**
 * Wraps a route handler: awaits params, gives the request an id, and turns any thrown
 * error into the one JSON error shape with a true status. Handlers stay thin:
 * validate -> resolve viewer -> call one lib function -> answer.
 */
export function route<P = Record<string, never>>(
  fn: (req: NextRequest, info: RouteInfo<P>) => Promise<Response>,
) {
  return async (req: NextRequest, ctx: Ctx<P>): Promise<Response> => {
    const requestId = req.headers.get("x-request-id") ?? randomUUID();
    let res: Response;
    try {
      res = await fn(req, { params: await ctx.params, requestId });
    } catch (err) {
      res = toErrorResponse(err, requestId);
    }
    res.headers.set("x-request-id", requestId);
    return res;
  };
}
