import type { Logger } from 'pino';

/**
 * The last line of defence. An uncaught exception leaves the process in an unknown state, so it is
 * logged as fatal and the process exits 1 for its supervisor (systemd, pm2) to restart it. An unhandled
 * rejection is a promise nobody awaited: it is logged with its reason and the process keeps serving.
 */
export function installLastResort(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception, exiting');
    logger.flush();
    exit(1);
  });
}
