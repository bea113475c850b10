import { staticPageRoute } from "@/components/pages/static-page-route";

const route = staticPageRoute("guidelines");
export const generateMetadata = route.generateMetadata;
export default route.Page;
