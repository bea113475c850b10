import { staticPageRoute } from "@/components/pages/static-page-route";
import { ContactForm } from "@/components/contact/ContactForm";

const route = staticPageRoute("contact", () => <ContactForm />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
