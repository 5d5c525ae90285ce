import { isRouteErrorResponse } from 'react-router';

/** Spec §2/§8: the framework's message for a 404. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * Spec §8: a page error takes its status from statusCode, status or the response status,
 * else 500; 'Unknown middleware' is a 500.
 */
export function errorStatus(error: unknown): number {
  if (error instanceof Error && error.message.startsWith('Unknown middleware')) return 500;
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    for (const key of ['statusCode', 'status'] as const) {
      const value = record[key];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

export type ErrorPageText = { title: string; description: string };

export function errorPageText(status: number): ErrorPageText {
  if (status === 404)
    return { title: '404-页面不存在', description: '您访问的页面不存在或暂未开放，去首页看看精彩赛事吧' };
  return { title: '应用发生错误异常', description: '页面出了点问题，请稍后再试，或返回首页继续浏览' };
}

/** The error's message: NOT_FOUND_MESSAGE for a 404, else what the error says, if anything. */
export function errorMessage(error: unknown, status: number): string | null {
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : error.statusText || null;
  return error instanceof Error ? error.message : null;
}
