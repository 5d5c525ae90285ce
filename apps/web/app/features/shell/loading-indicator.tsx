import { useEffect, useState, type ReactElement } from 'react';
import { useNavigation } from 'react-router';

/** Delay before the indicator shows, so fast navigations do not flash it (spec §9: 200 ms). */
const SHOW_AFTER_MS = 200;

/** '加载中' while a navigation is pending (spec §2 layouts). */
export function LoadingIndicator(): ReactElement | null {
  const navigation = useNavigation();
  // The key of the navigation in flight; the indicator belongs to that navigation only.
  const pendingKey = navigation.state === 'loading' ? navigation.location.key : null;
  const [shownKey, setShownKey] = useState<string | null>(null);

  useEffect(() => {
    if (!pendingKey) return;
    const timer = setTimeout(() => setShownKey(pendingKey), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);

  if (pendingKey === null || shownKey !== pendingKey) return null;
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
