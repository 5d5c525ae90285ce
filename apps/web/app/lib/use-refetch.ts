import { useCallback, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * The page's data fetched again, as a live event asks: asked while a refetch runs, it waits for that one and
 * refetches once more after it. A second `revalidate()` would interrupt the running one, and React Router leaves
 * the interrupted fetches of its fetchers rejected with no one to catch them (an uncaught AbortError in the page).
 */
export function useRefetch(): () => void {
  const revalidator = useRevalidator();
  const state = useRef<'idle' | 'running' | 'again'>('idle');
  return useCallback(
    function refetch() {
      if (state.current !== 'idle') {
        state.current = 'again';
        return;
      }
      state.current = 'running';
      void revalidator
        .revalidate()
        .catch(() => undefined)
        .finally(() => {
          const again = state.current === 'again';
          state.current = 'idle';
          if (again) refetch();
        });
    },
    [revalidator],
  );
}
