// Placeholder until the i18n set-up lands from the UI branch.
import { getRequestConfig } from "next-intl/server";

export default getRequestConfig(async () => ({ locale: "en", messages: {} }));
