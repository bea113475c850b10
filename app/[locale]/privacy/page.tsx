import { staticPageRoute } from "@/components/pages/static-page-route";
import { RetentionTable } from "@/components/privacy/RetentionTable";
import { publicRetentionRows } from "@/lib/privacy/retention";

// /privacy: the page's text, then the retention table rendered from lib/privacy/retention.ts (the
// same source as docs/privacy.md and the retention jobs), the member's rights and the cookies.
const route = staticPageRoute("privacy", () => <RetentionTable rows={publicRetentionRows()} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
