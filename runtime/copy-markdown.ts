// "Copy page as Markdown", the part a click loads (its own chunk): the page's `.md` fetched, the
// clipboard written where the click could not, and how the copy ended said on the button.

/** The page's Markdown, as the clipboard takes it. */
export async function fetchMarkdown(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}

/**
 * Ends a copy the click started: `written` is the clipboard's answer when the click could hand it
 * the text to come (ClipboardItem); without it, the text is written once it has come. "Copied" or
 * "Copy failed" then shows on the button and is read out by the controls' live region.
 */
export async function finishCopy(button: HTMLElement, markdown: Promise<Blob>, written?: Promise<void>) {
  const copied = written ?? markdown.then(async (blob) => navigator.clipboard.writeText(await blob.text()));
  const status = await copied.then(
    () => THEME_LABELS.pageCopied,
    () => THEME_LABELS.pageCopyFailed,
  );
  for (const element of [button, button.parentElement?.querySelector('[role="status"]')]) {
    if (element) element.textContent = status;
  }
}
