import type { ReactElement } from 'react';
import { Outlet } from 'react-router';

/** Account pages drawn over the theme-coloured background (我的, 登录, 注册). */
export default function UserLayout(): ReactElement {
  return (
    <div className="kq-layout kq-layout-user">
      <div className="kq-user-background" aria-hidden="true" />
      <div className="kq-layout-user-content">
        <Outlet />
      </div>
    </div>
  );
}
