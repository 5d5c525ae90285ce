import { isRouteErrorResponse } from 'react-router';

/**
 * Spec §8: a page error takes its status from statusCode, status or the response status,
 * else 500.
 */
export function errorStatus(error: unknown): number {
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
