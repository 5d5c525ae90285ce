import { useEffect, type ReactElement } from 'react';
import { useAlertStore } from './alert-store';

/** The alert toasts at the top of a live page. */
export function LiveToasts(): ReactElement {
  const toasts = useAlertStore((state) => state.toasts);
  const dismiss = useAlertStore((state) => state.dismiss);
  const load = useAlertStore((state) => state.load);
  useEffect(() => load(), [load]);
  return (
    <div className="kq-live-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`kq-live-toast is-${toast.kind}`}
          data-testid="live-toast"
          onClick={() => dismiss(toast.id)}
        >
          {toast.text}
        </button>
      ))}
    </div>
  );
}
