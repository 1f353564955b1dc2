/**
 * `npm run deploy`'s checks and the rules it stamps. The emulator test of the stamped rules (a
 * sample project's download URL accepted) is tests/rules/deployed-rules.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readDeployConfig, type DeployConfig } from '../../scripts/deploy/config';
import { bucketPattern, LOCAL_VALUES, MAIL_EXTENSION_ENV, mailExtensionEnvFor, renderRules, STAMPS, type RulesFile } from '../../scripts/deploy/renderRules';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const envFile = (path: string) => parseEnv(read(path)) as Record<string, string>;

const SAMPLE_ENV = 'tests/fixtures/deploy/sample-project.env';
const sample: DeployConfig = { projectId: 'roomshare-live', storageBucket: 'roomshare-live.firebasestorage.app', appId: 'roomshare-prod', siteUrl: 'https://roomshare-live.web.app' };

describe('deploy configuration', () => {
  it('refuses .env.example, naming each value to set', () => {
    const result = readDeployConfig(envFile('.env.example'));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_STORAGE_BUCKET', 'VITE_FIREBASE_APP_ID', 'VITE_SITE_URL']) {
      expect(problems.some((p) => p.startsWith(`${name} `))).toBe(true);
    }
  });

  it('refuses the local stack\'s demo values and emulator switch', () => {
    const result = readDeployConfig({
      ...envFile(SAMPLE_ENV),
      VITE_FIREBASE_PROJECT_ID: 'demo-roomshare',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-roomshare.appspot.com',
      VITE_SITE_URL: 'http://127.0.0.1:5173',
      VITE_USE_EMULATORS: 'true',
    });
    expect(result.ok ? [] : result.problems.map((p) => p.split(' ')[0])).toEqual([
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_SITE_URL',
      'VITE_USE_EMULATORS',
    ]);
  });

  it('accepts a real project\'s config', () => {
    expect(readDeployConfig(envFile(SAMPLE_ENV))).toEqual({ ok: true, config: sample });
  });

  it('npm run deploy stops on .env.example before building, naming every value', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/deploy/deploy.ts', '--env-file', '.env.example'], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const failed = error as { status: number; stderr: string; stdout: string };
      status = failed.status;
      output = failed.stderr + failed.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain('set these in .env first');
    expect(output).toContain('VITE_FIREBASE_API_KEY is not set');
    expect(output).not.toContain('Building');
    // tsx compiling the deploy script in a child process took 20 s on the loaded 2-core machine.
  }, 30_000);
});

describe('stamped rules', () => {
  it.each<RulesFile>(['firestore.rules', 'storage.rules'])('%s differs from the committed file only in the stamped values', (file) => {
    const committed = read(file).split('\n');
    const rendered = renderRules(file, read(file), sample).split('\n');
    expect(rendered).toHaveLength(committed.length);
    const stamps = STAMPS.filter((s) => s.file === file);
    const changed = committed.flatMap((line, i) => (line === rendered[i] ? [] : [i]));
    expect(changed.length).toBe(stamps.reduce((sum, s) => sum + s.count, 0));
    for (const i of changed) {
      // Putting the local values back gives the committed line: nothing else moved.
      const restored = stamps.reduce((line, s) => line.replaceAll(s.deployed(sample), s.local), rendered[i] ?? '');
      expect(restored).toBe(committed[i]);
    }
  });

  it('stamps the bucket and app id where the rules check download URLs and admins', () => {
    const firestore = renderRules('firestore.rules', read('firestore.rules'), sample);
    expect(firestore).toContain(`return '${bucketPattern(sample.storageBucket)}';`);
    expect(firestore).toContain("return 'roomshare-prod';");
    expect(firestore).toContain('match /artifacts/roomshare-prod {');
    expect(firestore).not.toContain(LOCAL_VALUES.appId);
    expect(firestore).not.toContain(bucketPattern(LOCAL_VALUES.storageBucket));
    expect(renderRules('storage.rules', read('storage.rules'), sample)).not.toContain(`artifacts/${LOCAL_VALUES.appId}/`);
  });

  it("stamps the app id into the Trigger Email extension's collection paths, and nothing else", () => {
    const committed = read(MAIL_EXTENSION_ENV);
    const rendered = renderRules(MAIL_EXTENSION_ENV, committed, sample);
    for (const key of ['MAIL_COLLECTION', 'USERS_COLLECTION', 'TEMPLATES_COLLECTION']) {
      expect(rendered).toMatch(new RegExp(`^${key}=artifacts/roomshare-prod/`, 'm'));
    }
    expect(rendered).not.toContain(`artifacts/${LOCAL_VALUES.appId}/`);
    expect(rendered.replaceAll('artifacts/roomshare-prod/', `artifacts/${LOCAL_VALUES.appId}/`)).toBe(committed);
    expect(mailExtensionEnvFor(sample.projectId)).toBe(`${MAIL_EXTENSION_ENV}.${sample.projectId}`);
  });

  it('declares the extension at a pinned version, with the secret password as a Secret Manager reference', () => {
    const firebaseJson = JSON.parse(read('firebase.json')) as { extensions?: Record<string, string> };
    expect(firebaseJson.extensions).toEqual({ 'firestore-send-email': expect.stringMatching(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/) });
    expect(read(MAIL_EXTENSION_ENV)).toMatch(/^SMTP_PASSWORD=projects\/\$\{param:PROJECT_ID\}\/secrets\/[\w-]+\/versions\/latest$/m);
  });

  it('fails loudly when the rules no longer hold a stamped value as often as expected', () => {
    const drifted = read('storage.rules').replace(`artifacts/${LOCAL_VALUES.appId}/essentials`, 'artifacts/other/essentials');
    expect(() => renderRules('storage.rules', drifted, sample)).toThrow(/expected "artifacts\/roomshare-uk\/" 7 time\(s\), found 6/);
  });
});
