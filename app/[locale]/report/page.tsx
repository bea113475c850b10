import { staticPageRoute } from "@/components/pages/static-page-route";
import { AnonymousReportForm } from "@/components/moderation/AnonymousReportForm";

const route = staticPageRoute("report", () => <AnonymousReportForm />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
