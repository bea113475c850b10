import { staticPageRoute } from "@/components/pages/static-page-route";

const route = staticPageRoute("cookies");
export const generateMetadata = route.generateMetadata;
export default route.Page;
