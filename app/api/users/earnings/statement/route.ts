import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { creatorStatement, monthOf } from "@/lib/payments/statement";
import { statementCsv, statementFileName } from "@/lib/payments/statement-csv";
import { statementQuerySchema } from "@/shared/schemas/earnings";

// GET /api/users/earnings/statement?month=YYYY-MM[&format=csv][&cursor&limit]: the viewer's own month, as JSON pages or a CSV download
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, statementQuerySchema);
  const now = new Date();
  const month = query.month ?? monthOf(now);
  if (query.format === "json") {
    const page = await creatorStatement(viewer.id, month, now, { page: { cursor: query.cursor, limit: query.limit } });
    return json(page, 200, { "cache-control": "private, no-store" });
  }
  const statement = await creatorStatement(viewer.id, month, now);
  return new Response(statementCsv(statement), {
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${statementFileName(month)}"`,
      "cache-control": "private, no-store",
    },
  });
});
