/**
 * The assistant's replies as Markdown (GFM: tables, lists, strikethrough, autolinks), rendered
 * safely: no raw HTML is ever rendered (react-markdown turns it into text; there is no
 * rehype-raw and no dangerouslySetInnerHTML), URLs go through react-markdown's transform (no
 * `javascript:`), links open in a new tab without the opener or the referrer, and images are
 * shown as links (a reply can't make the browser fetch anything). Headings start at level 4,
 * under the page's and the transcript's. Code blocks have a Copy button.
 */
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';

import { CopyButton } from '@/components/copy-button';

type HastNode = NonNullable<ExtraProps['node']>;

/** The text of a syntax-tree node, as the code block shows it. */
function textOf(node: HastNode | HastNode['children'][number] | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as HastNode)).join('');
  return '';
}

/** "python" from the code element's `language-python` class. */
function languageOf(node: HastNode | undefined): string | null {
  const code = node?.children.find(
    (child): child is HastNode => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const language = names.find((name) => name.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
}

function CodeBlock({ node, children }: { node?: HastNode | undefined; children?: ReactNode }) {
  const code = textOf(node).replace(/\n$/, '');
  const language = languageOf(node);
  return (
    <div className="chat-code overflow-hidden rounded-lg border border-border bg-muted/60">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5">
        <span className="font-mono text-xs text-muted-foreground">{language ?? 'code'}</span>
        <CopyButton
          text={code}
          what="code"
          aria-label={language ? `Copy the ${language} code` : 'Copy the code'}
        />
      </div>
      <pre tabIndex={0} className="overflow-x-auto p-3 font-mono text-[0.8125rem] leading-relaxed">
        {children}
      </pre>
    </div>
  );
}

function NewTabLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLink className="ml-0.5 inline size-3 align-baseline" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const heading =
  (Tag: 'h4' | 'h5' | 'h6') =>
  ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>;

const components: Components = {
  a: ({ href, children }) => <NewTabLink href={href}>{children}</NewTabLink>,
  img: ({ src, alt }) => {
    const label = alt || 'image';
    return typeof src === 'string' && src ? (
      <NewTabLink href={src}>{`Image: ${label}`}</NewTabLink>
    ) : (
      <>{label}</>
    );
  },
  pre: ({ node, children }) => <CodeBlock node={node}>{children}</CodeBlock>,
  h1: heading('h4'),
  h2: heading('h5'),
  h3: heading('h6'),
  h4: heading('h6'),
  h5: heading('h6'),
  h6: heading('h6'),
  table: ({ children }) => (
    <div className="overflow-x-auto" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
};

export function Markdown({ text }: { text: string }) {
  return (
    <div className="prose-chat">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
