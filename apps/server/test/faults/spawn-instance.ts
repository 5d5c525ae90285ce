import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const instanceFixture = fileURLToPath(new URL('./fixtures/instance.ts', import.meta.url));

export type SpawnedInstance = { child: ChildProcess; url: string };

/** An API instance in a process of its own (fixtures/instance.ts), so a fault test can end it with SIGKILL. */
export async function spawnInstance(env: Record<string, string>): Promise<SpawnedInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', instanceFixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the instance exited with ${code}`)));
  });
  return { child, url };
}
