import { staticPageRoute } from "@/components/pages/static-page-route";
import { ContactForm } from "@/components/contact/ContactForm";
import { PageMessages } from "@/components/i18n/PageMessages";

const route = staticPageRoute("contact", () => (
  <PageMessages namespaces={["Contact", "Newsletter", "Validation"]}>
    <ContactForm />
  </PageMessages>
));
export const generateMetadata = route.generateMetadata;
export default route.Page;
