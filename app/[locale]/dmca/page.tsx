import { Suspense } from "react";
import { staticPageRoute } from "@/components/pages/static-page-route";
import { DmcaForms } from "@/components/dmca/DmcaForms";
import { PageMessages } from "@/components/i18n/PageMessages";

// The copyright page with the notice form (POST /api/takedowns), or the counter-notice form (?counter={id})
const route = staticPageRoute("dmca", () => (
  <PageMessages namespaces={["Dmca"]}>
    <Suspense>
      <DmcaForms />
    </Suspense>
  </PageMessages>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;
