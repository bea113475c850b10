import { Suspense } from "react";
import { staticPageRoute } from "@/components/pages/static-page-route";
import { DmcaForms } from "@/components/dmca/DmcaForms";

// The copyright page with the notice form (POST /api/takedowns), or the counter-notice form (?counter={id})
const route = staticPageRoute("dmca", () => (
  <Suspense>
    <DmcaForms />
  </Suspense>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;
