import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { TabBar } from '../features/shell/tab-bar';
import { useRootData } from '../lib/root-data';

/** Live-stream lists: their own chrome, with the tab bar. */
export default function VliveLayout(): ReactElement {
  const { fourthTab, user } = useRootData();
  return (
    <div className="kq-layout kq-layout-tabbar kq-layout-vlive">
      <Outlet />
      <TabBar fourthTab={fourthTab} loggedIn={user !== null} />
    </div>
  );
}
