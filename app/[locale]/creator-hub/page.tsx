import { staticPageRoute } from "@/components/pages/static-page-route";

const route = staticPageRoute("creatorHub");
export const generateMetadata = route.generateMetadata;
export default route.Page;
