import { useEffect, type ReactElement } from 'react';
import { useAlertStore, type LiveToast } from './alert-store';

/** The toast's icon, drawn: a ball for a goal, a card in its colour. */
function ToastIcon({ kind }: { kind: LiveToast['kind'] }): ReactElement | null {
  if (kind === 'info') return null;
  if (kind === 'goal') {
    return (
      <svg className="kq-live-toast-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#fff" stroke="#1f2329" strokeWidth="1.5" />
        <path d="M12 7.2l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#1f2329" />
        <path
          d="M12 2v5.2M16.3 10.3l5-1.6M14.7 15.3l3 4.2M9.3 15.3l-3 4.2M7.7 10.3l-5-1.6"
          stroke="#1f2329"
          strokeWidth="1.3"
        />
      </svg>
    );
  }
  return (
    <svg className="kq-live-toast-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="3" width="12" height="18" rx="2" fill={kind === 'red' ? '#e53935' : '#fbc02d'} />
    </svg>
  );
}

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
          <ToastIcon kind={toast.kind} />
          <span>{toast.text}</span>
        </button>
      ))}
    </div>
  );
}
