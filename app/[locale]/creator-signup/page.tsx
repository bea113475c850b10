import { staticPageRoute } from "@/components/pages/static-page-route";

const route = staticPageRoute("creatorSignup");
export const generateMetadata = route.generateMetadata;
export default route.Page;
