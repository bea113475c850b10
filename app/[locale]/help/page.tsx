import { helpPageRoute } from "../_help/help-page-route";

const route = helpPageRoute("help");
export const generateMetadata = route.generateMetadata;
export default route.Page;
