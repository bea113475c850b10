import { route } from "@/lib/http/route";
import { jsonText } from "@/lib/http/respond";
import { openApiJson } from "@/lib/openapi/document";

// GET /api/openapi.json: the OpenAPI 3.1 document of this API (public; built once per process).
export const GET = route(async () => jsonText(openApiJson(), 200, { "cache-control": "public, max-age=300" }));
