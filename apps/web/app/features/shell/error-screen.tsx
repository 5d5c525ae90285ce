import { useEffect, type ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../../lib/claim-once';
import { reloadOnChunkError } from '../../lib/chunk-reload';
import { homeLinkTarget, shouldReturnToIndex } from '../../lib/error-return';
import { errorMessage, errorPageText, errorStatus } from '../../lib/error-status';

function Illustration({ notFound }: { notFound: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 240 160" className="kq-error-illustration" aria-hidden="true">
      <ellipse cx="120" cy="140" rx="90" ry="10" fill="#e6e8ec" />
      <rect x="40" y="30" width="160" height="96" rx="12" fill="#fff" stroke="#e1e4ea" strokeWidth="2" />
      <path d="M40 54h160" stroke="#e1e4ea" strokeWidth="2" />
      <circle cx="56" cy="42" r="4" fill="var(--kq-primary)" opacity="0.8" />
      <circle cx="70" cy="42" r="4" fill="#ffc53d" />
      <circle cx="84" cy="42" r="4" fill="#73d13d" />
      {notFound ? (
        <text x="120" y="104" textAnchor="middle" fontSize="40" fontWeight="700" fill="var(--kq-primary)">
          404
        </text>
      ) : (
        <g stroke="var(--kq-primary)" strokeWidth="6" strokeLinecap="round">
          <path d="M120 70v22" />
          <path d="M120 106v1" />
        </g>
      )}
    </svg>
  );
}

/**
 * The error page's content (spec §2): '404-页面不存在' or '应用发生错误异常', with a link home. On mount it
 * returns to the index (lib/error-return: not from the index's own page, at most once per window).
 */
export function ErrorScreen({ error }: { error: unknown }): ReactElement {
  const status = errorStatus(error);
  const text = errorPageText(status);
  const message = errorMessage(error, status);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (reloadOnChunkError(error)) return;
    const storage = sessionStore();
    if (storage && shouldReturnToIndex(pathname, storage, Date.now())) void navigate('/', { replace: true });
  }, [error, pathname, navigate]);

  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="kq-error-page" data-status={status}>
      <Illustration notFound={status === 404} />
      <h1 className="kq-error-title">{text.title}</h1>
      <p className="kq-error-description">{text.description}</p>
      {message ? <p className="kq-error-message">{message}</p> : null}
      <Link to={homeLinkTarget(pathname)} className="kq-button kq-button-primary kq-error-home">
        返回首页
      </Link>
      {detail ? <pre className="kq-error-detail">{detail}</pre> : null}
    </section>
  );
}
