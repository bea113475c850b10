import ReactMarkdown, { type Components } from "react-markdown";
import { HEADING_ANCHOR } from "@/shared/help-pages";

// Admin-written Markdown (blog articles, help pages) as React elements, never as an HTML string:
// raw HTML in the text is dropped (skipHtml), link addresses pass react-markdown's safe-protocol
// filter, images are not shown (docs/decisions/039-markdown-rendering.md).

type HastNode = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/** "## Heading {#anchor}" -> <h2 id="anchor">Heading</h2> (stable anchors other pages link to). */
function headingAnchors() {
  const visit = (node: HastNode) => {
    if (node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "")) {
      const last = node.children?.at(-1);
      const match = last?.type === "text" ? HEADING_ANCHOR.exec(last.value ?? "") : null;
      if (last && match) {
        last.value = (last.value ?? "").slice(0, match.index);
        node.properties = { ...node.properties, id: match[1] };
      }
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}

const components: Components = {
  h1: ({ node: _n, ...p }) => <h2 className="mt-10 scroll-mt-24 text-2xl font-semibold" {...p} />,
  h2: ({ node: _n, ...p }) => <h2 className="mt-10 scroll-mt-24 text-xl font-semibold" {...p} />,
  h3: ({ node: _n, ...p }) => <h3 className="mt-8 scroll-mt-24 text-lg font-semibold" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-6 scroll-mt-24 font-semibold" {...p} />,
  p: ({ node: _n, ...p }) => <p className="mt-3 leading-relaxed text-muted" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="mt-3 list-disc space-y-1 ps-6 text-muted" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="mt-3 list-decimal space-y-1 ps-6 text-muted" {...p} />,
  blockquote: ({ node: _n, ...p }) => <blockquote className="mt-4 border-s-4 border-accent/50 ps-4 italic text-muted" {...p} />,
  a: ({ node: _n, href, ...p }) => {
    const external = typeof href === "string" && /^https?:/i.test(href);
    return <a href={href} className="text-accent underline underline-offset-2" {...(external ? { rel: "nofollow noopener noreferrer" } : {})} {...p} />;
  },
  code: ({ node: _n, ...p }) => <code className="rounded bg-surface px-1 py-0.5 text-sm" {...p} />,
  pre: ({ node: _n, ...p }) => <pre className="mt-4 overflow-x-auto rounded-xl border border-line bg-surface p-4 text-sm" dir="ltr" {...p} />,
  hr: () => <hr className="my-8 border-line" />,
};

export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml disallowedElements={["img"]} rehypePlugins={[headingAnchors]} components={components}>
      {children}
    </ReactMarkdown>
  );
}
