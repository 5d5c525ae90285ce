import type { ReactElement } from 'react';
import { Outlet } from 'react-router';

/** Plain pages with their own title bar, on the grey app background. */
export default function DefaultLayout(): ReactElement {
  return (
    <div className="kq-layout kq-layout-default">
      <Outlet />
    </div>
  );
}
