import { describe, expect, it } from 'vitest';
import { formatIssues } from '../../cli/config/format-issues.js';
import { siteConfigSchema } from '../../cli/config/schema.js';

const SITE = {
  title: 'T',
  url: 'https://t.test',
  docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'guide/a' }] },
};
const CREDENTIALS = { appId: 'APP', apiKey: 'key', indexName: 'docs' };

function parse(search: Record<string, unknown>) {
  const input = { ...SITE, search };
  const result = siteConfigSchema.safeParse(input);
  return {
    hosted: result.data?.search.hosted,
    problems: result.error ? formatIssues(result.error.issues, input, siteConfigSchema) : [],
  };
}

describe('search.hosts', () => {
  it("becomes Algolia's host shape, in the order given, the port only where it is not the protocol's own", () => {
    const { hosted, problems } = parse({
      ...CREDENTIALS,
      hosts: ['http://127.0.0.1:4567', 'https://search.example.com/', 'https://[::1]:8443'],
    });
    expect(problems).toEqual([]);
    expect(hosted?.hosts).toEqual([
      { protocol: 'http', url: '127.0.0.1', port: 4567 },
      { protocol: 'https', url: 'search.example.com' },
      { protocol: 'https', url: '[::1]', port: 8443 },
    ]);
  });

  it("is absent unless set, so Algolia's own hosts are used", () => {
    expect(parse(CREDENTIALS).hosted).toEqual(CREDENTIALS);
  });

  it('rejects anything but protocol, host and port, naming the entry', () => {
    const { problems } = parse({
      ...CREDENTIALS,
      hosts: ['127.0.0.1:4567', 'ftp://h', 'https://h/algolia', 'https://h?x=1', 'https://user@h'],
    });
    expect(problems).toHaveLength(5);
    problems.forEach((problem, i) =>
      expect(problem).toMatch(
        new RegExp(
          `^search\\.hosts\\.${i}: expected a URL with only a protocol, a host and a port, like https://search\\.example\\.com or http://127\\.0\\.0\\.1:4567, got "`,
        ),
      ),
    );
  });

  it('rejects an empty list, and hosts without the hosted credentials', () => {
    expect(parse({ ...CREDENTIALS, hosts: [] }).problems).toEqual([
      'search.hosts: expected at least 1 item(s), got an array',
    ]);
    expect(parse({ hosts: ['http://127.0.0.1:4567'] }).problems).toEqual([
      'search.hosts: hosts are for the hosted search: set appId, apiKey and indexName too (or remove hosts to use the embedded search)',
    ]);
  });
});
