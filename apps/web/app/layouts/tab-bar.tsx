import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { TabBar } from '../features/shell/tab-bar';
import { useRootData } from '../lib/root-data';

/** The five main sections with the bottom tab bar. */
export default function TabBarLayout(): ReactElement {
  const { fourthTab, user } = useRootData();
  return (
    <div className="kq-layout kq-layout-tabbar">
      <Outlet />
      <TabBar fourthTab={fourthTab} loggedIn={user !== null} />
    </div>
  );
}
