import type formatMessageType from "use-intl/format-message";
// use-intl's two formatters, reached by file: `use-intl/format-message` itself is aliased to this
// module on the server (next.config.mjs), and to the second one in the browser.
// @ts-expect-error -- a compiled file of use-intl (its types: use-intl/format-message)
import parseAndFormat from "../node_modules/use-intl/dist/esm/production/format-message/index.js";
// @ts-expect-error -- a compiled file of use-intl (its types: use-intl/format-message/format-only)
import formatCompiled from "../node_modules/use-intl/dist/esm/production/format-message/format-only.js";

// use-intl's message formatter on the server (docs/decisions/089). The server formats two kinds of
// messages: the raw ICU strings of the dictionaries (getTranslations, server components), parsed
// by intl-messageformat as before, and the precompiled messages the browser gets
// (i18n/compiled-messages.ts), which client components also format while rendered on the server.
// A precompiled message that differs from its text is an array; a plain string is the same text
// for both formatters.

type FormatMessage = typeof formatMessageType;

const parse = parseAndFormat as FormatMessage;
const compiled = formatCompiled as FormatMessage;

const formatMessage = ((...args: Parameters<FormatMessage>) =>
  Array.isArray(args[1]) ? compiled(...args) : parse(...args)) as FormatMessage & { raw: boolean };

// `t.raw` reads the raw dictionaries on the server
formatMessage.raw = true;

export default formatMessage;
