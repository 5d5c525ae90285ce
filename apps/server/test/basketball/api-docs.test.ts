import { describe, expect, it } from 'vitest';
import { basketballRoutes } from './basketball-routes';
import { apiDoc } from '../support/open-api';


describe('docs/api.md', () => {
  it.each(basketballRoutes)('documents %s %s', (method, path) => {
    expect(apiDoc).toContain(`\`${method} ${path}`);
  });

  it.each([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113])(
    'explains basketball statistic type %s',
    (type) => {
      expect(apiDoc).toMatch(new RegExp(`^ *\\| ${type} \\| .+ \\|$`, 'm'));
    },
  );
});
