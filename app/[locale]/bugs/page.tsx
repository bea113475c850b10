import { staticPageRoute } from "@/components/pages/static-page-route";
import { ContactForm } from "@/components/contact/ContactForm";

const route = staticPageRoute("bugs", () => <ContactForm subjectPrefix="[Bug]" messageLabelKey="bugMessage" />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
