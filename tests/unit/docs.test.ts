/**
 * The newcomer's docs stay usable: the README stays short and names every npm script, SECURITY.md
 * names every rules test file, and every relative link in the project's Markdown (anchors
 * included) points at something that exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const README_MAX_BYTES = 10 * 1024;
/** References a newcomer reads in an evening: the threat model and the stored shapes. */
const REFERENCE_MAX_BYTES = { 'SECURITY.md': 15 * 1024, 'docs/data-model.md': 20 * 1024 };

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const markdownIn = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));

const DOCS = ['README.md', 'SECURITY.md', 'scripts/seed/README.md', ...markdownIn('docs'), ...markdownIn('reports')];

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdownPath: string): Set<string> {
  const headings = read(markdownPath).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => headingAnchor(line.replace(/^#+ /, '').trim())));
}

/** Every relative link target of a Markdown file (outside code blocks), as written. */
function relativeLinks(markdownPath: string): string[] {
  const text = read(markdownPath).replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z]+:/i.test(target));
}

function brokenLink(from: string, target: string): string | null {
  const [pathPart, anchor] = target.split('#');
  const path = pathPart ? relative(ROOT, join(ROOT, dirname(from), pathPart)) : from;
  if (!existsSync(join(ROOT, path))) return `${from}: ${target} (no ${path})`;
  if (!anchor) return null;
  const file = statSync(join(ROOT, path)).isDirectory() ? join(path, 'README.md') : path;
  return file.endsWith('.md') && anchorsOf(file).has(anchor) ? null : `${from}: ${target} (no heading #${anchor})`;
}

describe('references', () => {
  it.each(Object.entries(REFERENCE_MAX_BYTES))('%s is at most %i bytes', (path, max) => {
    expect(Buffer.byteLength(read(path))).toBeLessThanOrEqual(max);
  });
});

describe('SECURITY.md', () => {
  const section = read('SECURITY.md').split('## Defence → where it is tested')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| '));
  const named = rows.flatMap((row) => [...(row.split('|')[2] ?? '').matchAll(/`([\w/-]+)`/g)].map((match) => match[1] ?? ''));

  it('names every rules test file under "Defence → where it is tested"', () => {
    const files = readdirSync(join(ROOT, 'tests/rules')).filter((name) => name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((name) => name.replace(/\.test\.ts$/, '')).filter((name) => !named.includes(name))).toEqual([]);
  });

  it('names only test files that exist there', () => {
    const missing = named.filter((name) => !existsSync(join(ROOT, name.startsWith('unit/') ? `tests/${name}.test.ts` : `tests/rules/${name}.test.ts`)));
    expect(missing).toEqual([]);
  });
});

describe('README', () => {
  it(`is at most ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('names every npm script', () => {
    const readme = read('README.md');
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const missing = scripts.filter((name) => !readme.includes(name === 'test' ? '`npm test`' : `npm run ${name}`));
    expect(missing).toEqual([]);
  });
});

describe('Markdown links', () => {
  it.each(DOCS)('%s links only to files and headings that exist', (path) => {
    const broken = relativeLinks(path)
      .map((target) => brokenLink(path, target))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it('finds the links it checks', () => {
    expect(relativeLinks('README.md')).toContain('docs/deploy.md');
    expect(headingAnchor('The local Firebase stack')).toBe('the-local-firebase-stack');
  });
});
