import { NavBar } from 'antd-mobile';
import type { ReactElement, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

type PageHeaderProps = {
  title: ReactNode;
  /** Where the back arrow goes when the page was opened directly (no history to go back to). */
  backTo?: string;
  right?: ReactNode;
  /** Transparent header over a coloured background (login, register). */
  transparent?: boolean;
};

/** The theme-coloured title bar with a back arrow. */
export function PageHeader({ title, backTo = '/user', right, transparent = false }: PageHeaderProps): ReactElement {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    // 'default' is the key of the first entry: nothing of ours to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backTo);
  };
  return (
    <header className={transparent ? 'kq-page-header is-transparent' : 'kq-page-header'}>
      <NavBar onBack={back} backIcon right={right}>
        {title}
      </NavBar>
    </header>
  );
}
