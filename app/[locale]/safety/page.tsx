import { staticPageRoute } from "@/components/pages/static-page-route";

const route = staticPageRoute("safety");
export const generateMetadata = route.generateMetadata;
export default route.Page;
