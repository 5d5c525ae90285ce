import { spawn } from 'node:child_process';

/** Runs child processes side by side; stops them all when one fails or on Ctrl-C / SIGTERM. */
export function runTogether(children) {
  const running = new Map();
  let stopping = false;

  const stopAll = (exitCode) => {
    if (stopping) return;
    stopping = true;
    for (const child of running.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of running.values()) child.kill('SIGKILL');
    }, 10_000);
    force.unref();
    process.exitCode = exitCode;
  };

  for (const { name, command, args, env } of children) {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    running.set(name, child);
    child.on('exit', (code, signal) => {
      running.delete(name);
      if (!stopping) {
        console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
        stopAll(1);
      }
    });
  }

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
