import { staticPageRoute } from "@/components/pages/static-page-route";
import { AnonymousReportForm } from "@/components/moderation/AnonymousReportForm";
import { PageMessages } from "@/components/i18n/PageMessages";

const route = staticPageRoute("report", () => (
  <PageMessages namespaces={["Moderation"]}>
    <AnonymousReportForm />
  </PageMessages>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;
