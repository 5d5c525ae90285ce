import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api-envelope';
import { Dialog, Toast } from '../../lib/antd-imperative';

export type Queue<T> = { items: T[] | null; error: string | null; reload: () => Promise<void> };

/** A queue read through the operator's API: its items, or the server's message when reading failed. */
export function useQueue<T>(read: () => Promise<ApiResult<T[]>>): Queue<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = useCallback((result: ApiResult<T[]>) => {
    setError(result.ok ? null : result.msg);
    if (result.ok) setItems(result.data);
  }, []);
  const reload = useCallback(async () => show(await read()), [read, show]);
  useEffect(() => {
    void read().then(show);
  }, [read, show]);
  return { items, error, reload };
}

export type Action = {
  label: string;
  /** What the confirm dialog asks. */
  question: string;
  done: string;
  danger?: boolean;
  disabled?: boolean;
  run: () => Promise<ApiResult<unknown>>;
};

/** Asks the operator to confirm, runs the action, says how it went (the server's message on failure), rereads. */
export async function confirmAndRun(action: Action, reload: () => Promise<void>): Promise<void> {
  const confirmed = await Dialog.confirm({ content: action.question, confirmText: action.label, cancelText: '取消' });
  if (!confirmed) return;
  const result = await action.run();
  Toast.show({ content: result.ok ? action.done : result.msg, icon: result.ok ? 'success' : 'fail' });
  await reload();
}
