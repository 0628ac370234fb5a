import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from '../../helpers/built-site.js';

// The CommandKit site's own versions: Next's declarations against the published 0.1.10 package.
let html: string;
beforeAll(async () => {
  html = (await builtSite('content').read('docs/next/api-changes/index.html')).replace(/<!-- -->/g, '');
});

/** The HTML of one entry of the page, by its anchor (up to the next entry). */
function entry(id: string): string {
  const start = html.indexOf(`<li id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<li id="', start + 1));
}

// Each difference below was checked by hand in content/api/next and commandkit 0.1.10's index.d.ts.
describe('the API changes since 0.1.10 of the CommandKit site', () => {
  it('lists the modules only Next has under Added, with their symbols', () => {
    for (const module of ['ai', 'analytics', 'i18n', 'queue', 'redis'])
      expect(html).toMatch(new RegExp(`<h3 id="added-${module}"[^]*?</h3><p[^>]*>A module 0.1.10 does not have.</p>`));
    expect(entry('added-ai-aiplugin')).toContain('href="/docs/next/api-reference/ai/classes/ai-plugin"');
  });

  it('lists what 0.1.10 had and Next drops: signals, the ReloadType enum', () => {
    expect(entry('removed-commandkit-createsignal')).toContain('href="/docs/api-reference/functions/createSignal"');
    expect(entry('removed-commandkit-reloadtype')).toContain('href="/docs/api-reference/enums/ReloadType"');
  });

  it('shows CommandKit now extends EventEmitter, takes its options optionally and reloads without a type', () => {
    const commandKit = entry('changed-commandkit-commandkit');
    expect(commandKit).toContain('- class CommandKit</span>');
    expect(commandKit).toContain('+ class CommandKit extends EventEmitter</span>');
    expect(commandKit).toContain('+ new CommandKit(options?: CommandKitOptions)');
    expect(commandKit).toContain('- reloadCommands(type?: ReloadOptions): Promise&lt;void&gt;');
  });

  it('tells that CommandObject moved to the legacy module', () => {
    expect(entry('changed-legacy-commandobject')).toContain('Moved from the commandkit module.');
  });
});
