import { Button } from 'antd-mobile';
import type { ReactElement } from 'react';
import { confirmAndRun, type Action } from './use-queue';

/** A report's actions, each behind a confirm. */
export function ActionBar({ actions, reload }: { actions: Action[]; reload: () => Promise<void> }): ReactElement {
  return (
    <div className="kq-admin-actions">
      {actions.map((action) => (
        <Button
          key={action.label}
          size="mini"
          fill={action.danger ? 'solid' : 'outline'}
          color={action.danger ? 'danger' : 'default'}
          disabled={action.disabled}
          onClick={() => void confirmAndRun(action, reload)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
