import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_SERVER_ENV } from './admin-session';

/** A process a spec started, with what it printed (shown when it fails). */
export interface Started {
  process: ChildProcess;
  output: string[];
}

/** Starts `command`, keeping its output. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  return { process: child, output };
}

/** The production server (`server/main.mjs`) on `port`, for the specs that need one of their own; `env` adds or overrides. */
export function startProductionServer(port: number, env: Record<string, string | undefined>): Started {
  return startProcess(process.execPath, ['server/main.mjs'], { ...process.env, NODE_ENV: 'production', ...TEST_SERVER_ENV, PORT: String(port), ...env });
}

/** Waits until `url` answers 200; throws with what `started` printed if it stops or the deadline passes. */
export async function waitForAnswer(url: string, deadline: number, started: Started): Promise<void> {
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) throw new Error(`${url}: stopped\n${started.output.join('')}`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer:\n${started.output.join('')}`);
}

/** Stops a started process (SIGTERM) and waits until it has exited. */
export function stopProcess(started: Started): Promise<void> {
  return new Promise((resolve) => {
    if (started.process.exitCode !== null || started.process.signalCode !== null) return resolve();
    started.process.once('exit', () => resolve());
    started.process.kill('SIGTERM');
  });
}
