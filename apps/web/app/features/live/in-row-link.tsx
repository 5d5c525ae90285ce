import { useEffect, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

const IN_ROW_LINK = 'kq-in-row-link';

/**
 * A name inside a match row that leads elsewhere (a team, a competition in the 资料库). The row is itself a link
 * to the match, and a link cannot hold another: this one is a span acting as a link, followed by the page's one
 * listener (`useInRowLinks`) before the row sees the tap. Only the name's own text is the target, so the rest of the
 * row still opens the match. With no `to` (the 资料库 has no page for it) it is plain text.
 */
export function InRowLink({
  to,
  className,
  style,
  children,
}: {
  to: string | null;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  if (to === null) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  return (
    <span role="link" tabIndex={0} className={`${className} ${IN_ROW_LINK}`} style={style} data-href={to}>
      {children}
    </span>
  );
}

/**
 * Follows a tap or Enter on any in-row link of the page: one listener on the document, caught on its way down so
 * that the row's own link neither sees it nor opens the match (a list of a hundred rows holds three hundred names).
 */
export function useInRowLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${IN_ROW_LINK}`) : null;
      const to = link?.dataset.href;
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      void navigate(to);
    };
    document.addEventListener('click', follow, true);
    document.addEventListener('keydown', follow, true);
    return () => {
      document.removeEventListener('click', follow, true);
      document.removeEventListener('keydown', follow, true);
    };
  }, [navigate]);
}
