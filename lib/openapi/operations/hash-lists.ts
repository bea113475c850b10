import { z } from "zod";
import { HashList, PdqAnswer } from "@/shared/answers/hash-lists";
import { backOfficeListQuerySchema } from "@/shared/schemas/back-office";
import { hashesSchema, hashListSchema, MAX_HASHES_PER_REQUEST } from "@/shared/schemas/hash-lists";
import { ListPagination, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Back office: known-abuse hash lists";

export const hashListOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/admin/hash-lists",
    operationId: "listHashLists",
    tag,
    summary: "Hash lists (admin)",
    description: "By name; `q` searches name and source; `limit` 20 by default, at most 50. The internal lists (`source` \"internal\") are among them.",
    auth: "admin",
    query: backOfficeListQuerySchema,
    answers: [{ status: 200, description: "a page of lists", schema: z.object({ success: successTrue, hashLists: z.array(HashList), pagination: ListPagination }) }],
    errors: { 400: "a page or limit that is not a number, or a search over 200 characters" },
  },
  {
    method: "POST",
    path: "/api/admin/hash-lists",
    operationId: "createHashList",
    tag,
    summary: "Add a hash list (admin)",
    description: "`name` unique (up to 100 characters), `source` where the hashes come from, `reason` one of the report reasons: the reason of the report a match opens. Audited (`hash-list.create`).",
    auth: "admin",
    body: { json: hashListSchema },
    answers: [{ status: 201, description: "the new list", schema: z.object({ success: successTrue, hashList: HashList }) }],
    errors: { 400: "a missing name or source, or an unknown reason", 409: "the name is taken" },
  },
  {
    method: "POST",
    path: "/api/admin/hash-lists/{id}/hashes",
    operationId: "addListedHashes",
    tag,
    summary: "Add PDQ hashes to a list (admin)",
    description: `JSON \`{hashes: [hex…]}\` (64 hex digits each, at most ${MAX_HASHES_PER_REQUEST.toLocaleString("en")}), or \`multipart/form-data\`
with a \`file\` of one hash per line (blank lines and \`#\` comments skipped; only a line's first column is read);
either body at most 1 MB. Hashes already on the list are skipped: \`added\` counts the new ones. Audited
(\`hash-list.add-hashes\`).`,
    auth: "admin",
    params: { id: { description: "the list's id" } },
    body: { json: hashesSchema },
    answers: [{ status: 200, description: "how many hashes were new", schema: z.object({ success: successTrue, added: z.number().int() }) }],
    errors: { 400: "no hash, or a line that is not a PDQ hash (field `hashes.<n>`)", 404: "unknown list", 413: "a body over 1 MB", 415: "neither JSON nor multipart", 429: "more than 60 imports a minute" },
  },
  {
    method: "POST",
    path: "/api/admin/media/hash",
    operationId: "hashImage",
    tag,
    summary: "PDQ hash of an image (admin)",
    description: "The image's PDQ hash and quality (0-100; under 50 uploads are not matched on it), to add it to a list. Nothing is stored.",
    auth: "admin",
    body: { multipart: { file: { description: "an image (JPEG, PNG, WebP, GIF, AVIF, TIFF)", file: true, required: true } } },
    answers: [{ status: 200, description: "the hash", schema: PdqAnswer.extend({ success: successTrue }) }],
    errors: { 400: "no file", 413: "over the photo limit", 415: "not an image, or one that cannot be decoded", 429: "more than 60 a minute" },
  },
];
