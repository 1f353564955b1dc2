/**
 * Runs commands against a fresh test stack, like `firebase emulators:exec` but for both stack
 * modes: `tsx scripts/stack/with-stack.ts [--seed] -- <command> [args...]`.
 * Exits with the command's exit code and leaves nothing running.
 */
import { spawn } from 'node:child_process';
import { stopAll } from './processes';
import { TEST_PORTS } from './ports';
import { startStack } from './stack';
import { assertPortsFree } from './assert-ports-free';
import { isMainModule } from '../lib/isMainModule';

/** Runs `run` against a fresh test stack (seeded with `seed`); resolves to what `run` resolves to. */
export async function withStack<T>(run: (env: Record<string, string>) => Promise<T>, { seed = false, quiet = true } = {}): Promise<T> {
  const { firestore, auth, storage, mortgage, postcodes, tiles, outbox } = TEST_PORTS;
  await assertPortsFree({ firestore, auth, storage, mortgage, postcodes, tiles, outbox });
  const stack = await startStack(TEST_PORTS, { quiet });
  try {
    Object.assign(process.env, stack.env);
    if (seed) {
      const { seed: seedData } = await import('../seed/index');
      await seedData({ log: () => {} });
    }
    return await run(stack.env);
  } finally {
    await stack.stop();
    await stopAll();
  }
}

/** Runs a command with our output; resolves to its exit code. */
export function runCommand(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (isMainModule(import.meta.url)) {
  const separator = process.argv.indexOf('--');
  const flags = process.argv.slice(2, separator < 0 ? undefined : separator);
  const [command, ...args] = separator < 0 ? [] : process.argv.slice(separator + 1);
  if (!command) {
    console.error('usage: with-stack.ts [--seed] -- <command> [args...]');
    process.exit(2);
  }
  withStack((env) => runCommand(command, args, env), { seed: flags.includes('--seed') })
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
