import { MIN_LOADING_DISPLAY_MS } from '@kanqiu/domain';
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigation } from 'react-router';

/**
 * Whether the indicator shows: only for a navigation still pending after MIN_LOADING_DISPLAY_MS (fast ones
 * never flash it), and once shown for at least that long (spec §9), so it never flickers.
 */
function useIndicatorShown(pending: boolean): boolean {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (pending && shownAt === null) {
      const timer = setTimeout(() => setShownAt(Date.now()), MIN_LOADING_DISPLAY_MS);
      return () => clearTimeout(timer);
    }
    if (!pending && shownAt !== null) {
      const timer = setTimeout(() => setShownAt(null), shownAt + MIN_LOADING_DISPLAY_MS - Date.now());
      return () => clearTimeout(timer);
    }
  }, [pending, shownAt]);
  return shownAt !== null;
}

/** '加载中' while a navigation is pending (spec §2 layouts). */
export function NavigationIndicator(): ReactElement | null {
  const navigation = useNavigation();
  if (!useIndicatorShown(navigation.state === 'loading')) return null;
  return (
    <div className="kq-loading" role="status" aria-live="polite">
      {/* Three pulsing dots drawn by CSS: no script for an indicator every page carries. */}
      <span className="kq-loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span>加载中</span>
    </div>
  );
}
