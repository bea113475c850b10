import { staticPageRoute } from "@/components/pages/static-page-route";
import { ContactForm } from "@/components/contact/ContactForm";

const route = staticPageRoute("report", () => <ContactForm subjectPrefix="[Report]" messageLabelKey="reportMessage" />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
