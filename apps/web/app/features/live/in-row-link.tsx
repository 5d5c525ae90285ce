import type { CSSProperties, KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A name inside a match row that leads elsewhere (a team, a competition in the 资料库). The row is itself a link
 * to the match, and a link cannot hold another: this one is a span acting as a link, whose tap stops before the
 * row's. Only the name's own text is the target, so the rest of the row still opens the match. With no `to` (the
 * 资料库 has no page for it) it is plain text.
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
  const navigate = useNavigate();
  if (to === null) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  const go = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void navigate(to);
  };
  return (
    <span
      role="link"
      tabIndex={0}
      className={`${className} kq-in-row-link`}
      style={style}
      data-href={to}
      onClick={go}
      onKeyDown={(event) => {
        if (event.key === 'Enter') go(event);
      }}
    >
      {children}
    </span>
  );
}
