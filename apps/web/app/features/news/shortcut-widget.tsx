import './news.css';
import { shortcutHref } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useShortcuts } from './use-shortcuts';

function BookmarkIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill="currentColor" />
    </svg>
  );
}

export function CloseIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The floating 快捷 widget (spec §2): saved articles and posts, a tap opens one, a cross removes it. */
export function ShortcutWidget(): ReactElement | null {
  const { list, remove } = useShortcuts();
  const [open, setOpen] = useState(false);
  if (list.length === 0) return null;
  return (
    <div className="kq-shortcuts" data-testid="shortcut-widget">
      {open && (
        <div className="kq-shortcuts-panel" role="dialog" aria-label="快捷">
          <div className="kq-shortcuts-head">
            <span>我的快捷</span>
            <button type="button" aria-label="收起" onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          </div>
          <ul>
            {list.map((shortcut) => (
              <li key={`${shortcut.linkType}-${shortcut.id}`} data-testid="shortcut-item">
                <Link to={shortcutHref(shortcut)} onClick={() => setOpen(false)}>
                  <span className="kq-shortcuts-label">{shortcut.label}</span>
                  <span className="kq-shortcuts-title">{shortcut.title}</span>
                </Link>
                <button type="button" aria-label="移除快捷" onClick={() => remove(shortcut)}>
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        className="kq-shortcuts-button"
        aria-label={`快捷（${list.length}）`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <BookmarkIcon />
        <span className="kq-shortcuts-count">{list.length}</span>
      </button>
    </div>
  );
}
