import { helpPageRoute } from "../_help/help-page-route";

const route = helpPageRoute("safety");
export const generateMetadata = route.generateMetadata;
export default route.Page;
