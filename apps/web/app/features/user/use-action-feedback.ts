import { showToast } from '../../lib/toast';
import { useEffect } from 'react';
import type { ActionResult } from '../../lib/action-result';

/** Shows an action's error (the envelope msg) as a toast, and runs onSuccess once per success. */
export function useActionFeedback(result: ActionResult | undefined, onSuccess?: (message?: string) => void): void {
  useEffect(() => {
    if (!result) return;
    if (result.ok) onSuccess?.(result.message);
    else showToast(result.error);
    // onSuccess is a fresh closure each render; the result object is what marks a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
