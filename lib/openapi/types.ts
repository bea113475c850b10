import type { z } from "zod";

/** The methods a route file under app/api/** may export. */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof HTTP_METHODS)[number];

/**
 * Who may call an operation:
 * - `none`: anyone (a token, if sent, is not read);
 * - `optional`: anyone; a bearer token or the session cookie, when sent, changes the answer;
 * - `bearer`: a signed-in member, by bearer token or the next-auth session cookie (401 otherwise);
 * - `admin`: the ADMIN role, checked in the database (401 anonymous, 403 members).
 */
export type Auth = "none" | "optional" | "bearer" | "admin";

/** A field of a multipart body (uploads are streamed, never a JSON schema). */
export type MultipartField = { description: string; file?: boolean; repeated?: boolean; required?: boolean };

export type Body =
  /** a JSON body: the very zod schema the route handler parses it with */
  | { json: z.ZodType; description?: string }
  | { multipart: Record<string, MultipartField>; description?: string };

/** A success answer. `schema` describes a JSON answer; `contentType` other bodies (files). */
export type Answer = {
  status: number;
  description: string;
  schema?: z.ZodType;
  contentType?: string;
  headers?: Record<string, string>;
};

export type PathParam = { description: string; schema?: z.ZodType };

export type Operation = {
  method: Method;
  /** the full path, `{name}` for a dynamic segment (app/api/users/[username] -> /api/users/{username}) */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  /** the rules of the endpoint, in Markdown */
  description?: string;
  auth: Auth;
  params?: Record<string, PathParam>;
  /** the query schema the handler parses `?...` with (an object schema) */
  query?: z.ZodType;
  body?: Body;
  /** the success answers, the main one first */
  answers: [Answer, ...Answer[]];
  /** error statuses and what they mean here; every answer may also be 500/503 */
  errors?: Record<number, string>;
  /** the route folder under app/api when it is not the path's own (next-auth's catch-all) */
  routeDir?: string;
};

export type Tag = { name: string; description: string };
