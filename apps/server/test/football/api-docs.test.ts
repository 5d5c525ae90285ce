import { describe, expect, it } from 'vitest';
import { footballRoutes } from './football-routes';
import { apiDoc } from '../support/open-api';


describe('docs/api.md', () => {
  it.each(footballRoutes)('documents %s %s', (method, path) => {
    expect(apiDoc).toContain(`\`${method} ${path}`);
  });

  it.each([2, 3, 4, 5, 6, 21, 22, 23, 24, 25, 26, 70])('explains statistic type %s', (type) => {
    expect(apiDoc).toMatch(new RegExp(`^ *\\| ${type} \\| .+ \\|$`, 'm'));
  });
});
