/**
 * The dark theme changes colours only: every `dark:` utility in src sets a colour, and no
 * stylesheet rule for `.dark` sets more than `color-scheme` (the `dark` variant's own definition aside). The end-to-end layout checks rely on it
 * (tests/e2e/phone-layout.spec.ts and screen-geometry.spec.ts measure sizes and places in the
 * light theme only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file));
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** Tailwind utilities that set a colour: a property prefix, then a palette colour, white, black or transparent. */
const COLOUR_UTILITY =
  /^(bg|text|border|border-[tblrxy]|divide|from|via|to|ring|outline|stroke|fill|accent|caret|decoration|placeholder|shadow)-((slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3}|white|black|transparent)(\/\d+)?$/;

/** `dark:hover:bg-slate-800` → `bg-slate-800`; an arbitrary variant such as `[&_input]:` is a variant too. */
const utilityOf = (token: string) => token.replace(/^dark:/, '').replace(/^(([\w-]+|\[[^\]]*\]):)+/, '');

describe('the dark theme', () => {
  it('has dark: utilities to check', () => {
    expect(files.some((file) => read(file).includes('dark:bg-'))).toBe(true);
  });

  it('changes colours only', () => {
    const others = files.flatMap((file) => [...read(file).matchAll(/dark:[^\s"'`}]+/g)].map(([token]) => token).filter((token) => !COLOUR_UTILITY.test(utilityOf(token))).map((token) => `${file}: ${token}`));
    expect(others).toEqual([]);
  });

  it('is styled in stylesheets by color-scheme alone', () => {
    const rules = files.filter((file) => file.endsWith('.css')).flatMap((file) => [...read(file).matchAll(/^[^@\n]*\.dark\b[^\n{]*\{([^}]*)\}/gm)].map(([, body]) => body?.trim() ?? ''));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((body) => body !== 'color-scheme: dark;')).toEqual([]);
  });
});
