/**
 * Child processes that never outlive us. They share our process group, so a Ctrl-C in the
 * terminal reaches them too; `stop()` sends SIGTERM then SIGKILL; and their pids are recorded
 * in .stack/pids so a stack left behind by a killed run is cleaned up by the next one.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A started child process: its name, its output so far, and how it ends. */
export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

const running = new Set<ProcessHandle>();
const pidDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), '.stack', 'pids');

function recordPids() {
  mkdirSync(pidDir, { recursive: true });
  const pids = [...running].map((handle) => ({ pid: handle.child.pid, name: handle.name }));
  writeFileSync(join(pidDir, `${process.pid}.json`), JSON.stringify(pids));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills processes recorded by earlier runs whose owner process is gone (e.g. a killed terminal). */
export function cleanUpStaleProcesses() {
  let files: string[] = [];
  try {
    files = readFileSync(join(pidDir, '.index'), 'utf8').split('\n').filter(Boolean);
  } catch {
    // no index yet
  }
  for (const owner of files) {
    if (alive(Number(owner))) continue;
    try {
      const pids = JSON.parse(readFileSync(join(pidDir, `${owner}.json`), 'utf8')) as { pid: number; name: string }[];
      for (const { pid, name } of pids) {
        if (alive(pid)) {
          console.warn(`Stopping ${name} (pid ${pid}) left behind by an earlier run.`);
          killProcess(pid, 'SIGKILL');
        }
      }
    } catch {
      // unreadable record: nothing to do
    }
  }
  mkdirSync(pidDir, { recursive: true });
  writeFileSync(join(pidDir, '.index'), `${files.filter((owner) => alive(Number(owner))).join('\n')}\n${process.pid}\n`);
}

/** Starts `command`; `quiet` keeps its output for errors instead of printing it. */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): ProcessHandle {
  const { quiet = false, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const handle: ProcessHandle = {
    name,
    child,
    output: () => output.join(''),
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    async stop() {
      running.delete(handle);
      recordPids();
      if (child.exitCode !== null || child.signalCode !== null) return;
      killProcess(child.pid, 'SIGTERM');
      if (!(await exitsWithin(handle, 5000))) killProcess(child.pid, 'SIGKILL');
    },
  };
  running.add(handle);
  recordPids();
  return handle;
}

/**
 * Whether a started process exits within `ms`. The timer is cleared either way: a pending one kept
 * `npm test` alive for the dev smoke's 30 s grace after every layer had passed.
 */
export async function exitsWithin(handle: ProcessHandle, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([handle.exited.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function killProcess(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].reverse().map((handle) => handle.stop()));
}

process.on('exit', () => {
  for (const handle of running) killProcess(handle.child.pid, 'SIGKILL');
});

/** Polls an HTTP URL until it answers (any status) or the process dies or time runs out. */
export async function waitForHttp(url: string, { timeoutMs = 60_000, handle }: { timeoutMs?: number; handle?: ProcessHandle } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle && (handle.child.exitCode !== null || handle.child.signalCode !== null)) {
      throw new Error(`${handle.name} exited before it was ready:\n${handle.output().slice(-3000)}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Timed out waiting for ${url}${handle ? `\n${handle.output().slice(-3000)}` : ''}`);
}
