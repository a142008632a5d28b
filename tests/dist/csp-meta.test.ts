import fs from 'node:fs';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { contentSecurityPolicy, metaContentSecurityPolicy } from '../../scripts/lib/headers';
import { DIST } from '../site';

const pages = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name.startsWith('.')
          ? []
          : pages(path.join(dir, e.name))
        : e.name.endsWith('.html')
          ? [path.join(dir, e.name)]
          : [],
    );

/**
 * Hosts that ignore `_headers` still ship the policy: every prerendered page carries it as a meta
 * element, before any script, with only the directives a meta element can carry.
 */
test('every built page carries the Content-Security-Policy in a meta element, before any script', () => {
  const files = pages(DIST);
  expect(files.length).toBeGreaterThan(400);
  const policy = metaContentSecurityPolicy();
  expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  // Every other directive of the header is there.
  expect(policy.split('; ').length).toBe(contentSecurityPolicy().split('; ').length - 1);
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const metas = [
      ...head.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g),
    ];
    expect(metas.length, file).toBe(1);
    expect(metas[0]![1]!.replace(/&#39;|&apos;/g, "'"), file).toBe(policy);
    const at = metas[0]!.index!;
    const firstScript = head.search(/<script\b/);
    expect(firstScript === -1 || at < firstScript, file).toBe(true);
    expect(head.indexOf('<meta charset'), file).toBeLessThan(at);
  }
});
