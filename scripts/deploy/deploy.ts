/**
 * `npm run deploy`: checks `.env`, builds, stamps the project's values into copies of the rules,
 * and runs `firebase deploy` for rules, indexes, storage, hosting and (when firebase.json declares
 * them) extensions. docs/deploy.md is the walk-through.
 *
 *   npm run deploy                          the real thing (needs `firebase login`)
 *   npm run deploy -- --dry-run             everything but the upload; prints the command
 *   npm run deploy -- --env-file F          read F instead of Vite's .env files
 *   npm run deploy -- --out-dir D --skip-build   (tests) render into D, no build
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { bins } from '../lib/bins';
import { readDeployConfig, type DeployConfig } from './config';
import { MAIL_EXTENSION_ENV, mailExtensionEnvFor, renderRules, type RulesFile } from './renderRules';

const ROOT = resolve(import.meta.dirname, '../..');

const { values: options } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'env-file': { type: 'string' },
    'out-dir': { type: 'string', default: '.deploy' },
  },
});

function deployEnv(): Record<string, string> {
  const fromFile = options['env-file'];
  if (!fromFile) return loadEnv('production', ROOT, 'VITE_');
  const parsed = parseEnv(readFileSync(resolve(fromFile), 'utf8'));
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Writes the stamped rules and a firebase.json pointing at them; returns that config's path. */
function writeDeployFiles(config: DeployConfig, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    firestore: { rules: string };
    storage: { rules: string };
    emulators?: unknown;
  };
  for (const file of ['firestore.rules', 'storage.rules'] as RulesFile[]) {
    writeFileSync(join(outDir, file), renderRules(file, readFileSync(join(ROOT, file), 'utf8'), config));
  }
  // The extension's parameters: firebase reads extensions/<instance>.env.<project id> over the committed .env.
  writeFileSync(join(ROOT, mailExtensionEnvFor(config.projectId)), renderRules(MAIL_EXTENSION_ENV, readFileSync(join(ROOT, MAIL_EXTENSION_ENV), 'utf8'), config));
  // firebase resolves the paths in its config from the folder the config is in: keep it at the root.
  firebaseJson.firestore.rules = relative(ROOT, join(outDir, 'firestore.rules'));
  firebaseJson.storage.rules = relative(ROOT, join(outDir, 'storage.rules'));
  delete firebaseJson.emulators;
  const configPath = join(ROOT, 'firebase.deploy.json');
  writeFileSync(configPath, `${JSON.stringify(firebaseJson, null, 2)}\n`);
  return configPath;
}

function deployTargets(): string {
  const declared = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { extensions?: object };
  return ['firestore', 'storage', 'hosting', ...(declared.extensions ? ['extensions'] : [])].join(',');
}

async function main(): Promise<number> {
  const env = deployEnv();
  const result = readDeployConfig(env);
  if (!result.ok) {
    console.error('npm run deploy: set these in .env first (see .env.example and docs/deploy.md):');
    for (const problem of result.problems) console.error(`  - ${problem}`);
    return 1;
  }
  const { config } = result;
  const outDir = resolve(ROOT, options['out-dir']);

  if (!options['skip-build']) {
    console.log(`Building for ${config.siteUrl} ...`);
    const built = await run(process.execPath, [bins.vite, 'build'], env);
    if (built !== 0) return built;
  }

  const configPath = writeDeployFiles(config, outDir);
  console.log(`Rules stamped for bucket ${config.storageBucket} and app id ${config.appId} in ${relative(ROOT, outDir)}/`);

  const args = [bins.firebase, 'deploy', '--config', relative(ROOT, configPath), '--project', config.projectId, '--only', deployTargets()];
  if (options['dry-run']) {
    console.log(`Dry run: would now run\n  firebase ${args.slice(1).join(' ')}`);
    return 0;
  }
  return run(process.execPath, args);
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`npm run deploy: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
