import { useState } from 'react';

/** The page's text, fetched as the click happens (Safari copies only within the click's own call). */
function copyText(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem === 'undefined') return text.then((t) => navigator.clipboard.writeText(t));
  const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

/**
 * "Copy page as Markdown" and "Open as Markdown", for a page with a `.md` copy (cli/llms/). The
 * copy is fetched only on a click, so a visit that does not use it costs a few lines of code.
 */
export function CopyMarkdown({ href }: { href: string }) {
  const [status, setStatus] = useState('');
  const copy = () =>
    copyText(href).then(
      () => setStatus('Copied'),
      () => setStatus('Copy failed'),
    );
  return (
    <div className="copy-markdown">
      <button type="button" className="copy-markdown-button" onClick={copy}>
        {status || 'Copy page as Markdown'}
      </button>
      <a className="copy-markdown-open" href={href} type="text/markdown">
        Open as Markdown
      </a>
      <span className="copy-markdown-status" role="status">
        {status}
      </span>
    </div>
  );
}
