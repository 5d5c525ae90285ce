import { Code, type CodeName } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { messageFor } from '../../src/platform/http/messages';
import { accountRoutes } from './account-routes';
import { loadCodeCatalogue } from '../support/code-catalogue';
import { apiDoc } from '../support/open-api';

loadCodeCatalogue();

describe('docs/api.md', () => {
  it.each(Object.keys(Code) as CodeName[])('lists the code %s with its value and message', (name) => {
    expect(apiDoc).toContain(`| ${Code[name]} | \`${name}\` | ${messageFor(Code[name])} |`);
  });

  it.each(accountRoutes)('documents %s %s', (method, path) => {
    expect(apiDoc).toContain(`\`${method} ${path.replace('{userId}', ':userId')}`);
  });
});
