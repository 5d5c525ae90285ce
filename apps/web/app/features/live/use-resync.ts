import { useCallback } from 'react';
import { useRevalidator } from 'react-router';

/** A live list's resync (on a gap in its stream or a new epoch): the page's loaders run again. */
export function useResync(): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => void revalidator.revalidate(), [revalidator]);
}
