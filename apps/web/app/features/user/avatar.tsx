import { useState, type ReactElement } from 'react';

type AvatarProps = { src: string | null; size?: string; alt?: string };

function DefaultAvatar(): ReactElement {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="kq-avatar-default">
      <rect width="64" height="64" fill="#eef0f4" />
      <circle cx="32" cy="25" r="11" fill="#c5cad3" />
      <path d="M12 58c2.5-11 10.5-17 20-17s17.5 6 20 17z" fill="#c5cad3" />
    </svg>
  );
}

/** A round portrait; the default figure until the image has loaded (spec §5: apply an image only if it loads). */
export function Avatar({ src, size = '1.2rem', alt = '头像' }: AvatarProps): ReactElement {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <span className="kq-avatar" style={{ width: size, height: size }}>
      {usable ? <img src={usable} alt={alt} onError={() => setFailedSrc(usable)} /> : <DefaultAvatar />}
    </span>
  );
}
