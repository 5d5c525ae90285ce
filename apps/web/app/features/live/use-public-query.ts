import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { getPublic } from '../../lib/api.client';
import { useRootData } from '../../lib/root-data';

export type PublicQuery<T> = { data: T | null; error: string | null; loading: boolean; reload(): void };

/**
 * A public GET made in the browser (tabs and sheets that the first screen does not need). A new
 * path or query refetches and keeps the previous data on screen until the answer comes.
 */
export function usePublicQuery<S extends z.ZodType>(
  path: string,
  schema: S,
  query?: Record<string, string | number | undefined>,
): PublicQuery<z.output<S>> {
  const { publicHosts } = useRootData();
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${path}?${JSON.stringify(query ?? {})}#${attempt}`;
  const [state, setState] = useState<{ key: string | null; data: z.output<S> | null; error: string | null }>({
    key: null,
    data: null,
    error: null,
  });

  useEffect(() => {
    let cancelled = false;
    const params = JSON.parse(requestKey.slice(requestKey.indexOf('?') + 1, requestKey.lastIndexOf('#'))) as Record<
      string,
      string | number | undefined
    >;
    void getPublic(publicHosts, path, schema, params).then((result) => {
      if (cancelled) return;
      if (result.ok) setState({ key: requestKey, data: result.data, error: null });
      else setState({ key: requestKey, data: null, error: result.msg });
    });
    return () => {
      cancelled = true;
    };
  }, [path, schema, requestKey, publicHosts]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state.data,
    error: state.key === requestKey ? state.error : null,
    loading: state.key !== requestKey,
    reload,
  };
}
