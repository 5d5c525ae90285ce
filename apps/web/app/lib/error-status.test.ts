import { describe, expect, it } from 'vitest';
import { errorMessage, errorPageText, errorStatus, NOT_FOUND_MESSAGE } from './error-status';

describe('errorStatus', () => {
  it('reads route error responses and responses', () => {
    // The shape isRouteErrorResponse recognises (what the router hands to an ErrorBoundary).
    const routeError = { status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' };
    expect(errorStatus(routeError)).toBe(404);
    expect(errorStatus(new Response(null, { status: 410 }))).toBe(410);
  });

  it('prefers statusCode, then status, else 500', () => {
    expect(errorStatus({ statusCode: 403, status: 401 })).toBe(403);
    expect(errorStatus({ status: 401 })).toBe(401);
    expect(errorStatus({ status: 'bad' })).toBe(500);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it("takes 'Unknown middleware' as a 500 whatever it carries", () => {
    expect(errorStatus(Object.assign(new Error('Unknown middleware: auth'), { statusCode: 404 }))).toBe(500);
  });
});

describe('errorMessage', () => {
  it("says 'This page could not be found' for every 404", () => {
    expect(NOT_FOUND_MESSAGE).toBe('This page could not be found');
    expect(errorMessage({ status: 404, statusText: 'Not Found', internal: true, data: 'x' }, 404)).toBe(
      NOT_FOUND_MESSAGE,
    );
  });

  it('passes on what other errors say', () => {
    expect(errorMessage({ status: 400, statusText: 'Bad Request', internal: false, data: '参数错误' }, 400)).toBe(
      '参数错误',
    );
    expect(errorMessage(new Error('boom'), 500)).toBe('boom');
    expect(errorMessage(null, 500)).toBeNull();
  });
});

describe('errorPageText', () => {
  it('uses the spec titles', () => {
    expect(errorPageText(404).title).toBe('404-页面不存在');
    expect(errorPageText(500).title).toBe('应用发生错误异常');
    expect(errorPageText(403).title).toBe('应用发生错误异常');
  });
});
