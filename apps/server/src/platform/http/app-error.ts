import { Code, type CodeName } from '@kanqiu/domain';
import { messageFor } from './messages';

/** A business failure: answered with HTTP 200 and its catalogue code, never logged as a fault. */
export class AppError extends Error {
  readonly code: number;

  constructor(name: CodeName, message?: string) {
    super(message ?? messageFor(Code[name]));
    this.name = 'AppError';
    this.code = Code[name];
  }
}

export function fail(name: CodeName, message?: string): never {
  throw new AppError(name, message);
}
