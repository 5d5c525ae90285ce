import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webPackage from '../package.json' with { type: 'json' };
import { routerDist, treeShakeableRouter } from './production-router';

const installed = JSON.parse(readFileSync(join(routerDist, '../../package.json'), 'utf8')) as { version: string };
const routerCode = readdirSync(routerDist)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(routerDist, file), 'utf8'))
  .join('\n');

describe("the patch of React Router's production build", () => {
  it('applies to the version the web pins, installed', () => {
    expect(webPackage.dependencies['react-router']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed.version).toBe(webPackage.dependencies['react-router']);
  });

  it('still finds the names it drops and the calls it marks pure', () => {
    const patched = treeShakeableRouter(routerCode);
    expect(routerCode).toMatch(/\.displayName = "Link";/);
    expect(patched).not.toMatch(/\.displayName = "[^"]*";/);
    expect(patched.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length).toBeGreaterThan(3);
    expect(patched.match(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/g)?.length).toBeGreaterThan(5);
  });
});
