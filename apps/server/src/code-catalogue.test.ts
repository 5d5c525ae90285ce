import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadCodeCatalogue } from '../test/support/code-catalogue';
import { AppError } from './platform/http/app-error';
import { addCodeMessages, codesWithoutMessage, messageFor } from './platform/http/messages';
import { addModuleCodes, type KanqiuModule } from './platform/module';

describe('the code catalogue', () => {
  it('gives every code of @kanqiu/domain its message, from the platform, the feed push or one module', () => {
    loadCodeCatalogue();
    expect(codesWithoutMessage()).toEqual([]);
  });

  it("answers a module's code with the module's own message", () => {
    loadCodeCatalogue();
    expect(new AppError('chatMuted').message).toBe('你已被禁言，暂时不能发言');
    expect(messageFor(Code.guessLimitReached)).toBe('同一场比赛最多竞猜 3 次');
  });

  it('refuses a code declared by two modules, or one code with two messages', () => {
    const twin = (name: string, text: string): KanqiuModule => ({
      name,
      codes: { tipFree: text },
      register: async () => undefined,
    });
    expect(() => addModuleCodes([twin('a', '免费方案无需购买'), twin('b', '免费方案无需购买')])).toThrow(
      /both a and b/,
    );
    expect(() => addCodeMessages({ tipFree: '另一种说法' })).toThrow(/two messages/);
  });
});
