import { Fragment } from 'react';

/**
 * Text with a line-break opportunity (<wbr>) before each capital that follows a lower-case letter
 * or digit, so a long camel-case name (`CommandKitEventsChannel`) wraps between its words rather
 * than at the last letter that fits. A Docusaurus site's labels wrap as the classic theme's do,
 * whole words moving to the next line, as its CSS was written for.
 */
export function WordBreaks({ text }: { text: string }) {
  if (DOCUSAURUS_SITE) return text;
  const parts = text.split(/(?<=[a-z0-9])(?=[A-Z])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
