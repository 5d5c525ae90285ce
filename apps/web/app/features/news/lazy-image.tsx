import { useState, type ReactElement } from 'react';

/** An image shown only once it has loaded (spec §5); until then, or if it fails, the drawn placeholder. */
export function LazyImage({ src, className }: { src: string | null; className?: string }): ReactElement {
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <span className={`kq-news-image ${className ?? ''}`}>
      <svg className="kq-news-image-placeholder" viewBox="0 0 64 36" aria-hidden="true">
        <rect width="64" height="36" fill="currentColor" opacity="0.08" />
        <circle cx="32" cy="18" r="7" fill="none" stroke="currentColor" strokeOpacity="0.25" />
        <path d="M32 11v14M25 18h14" stroke="currentColor" strokeOpacity="0.25" />
      </svg>
      {src && (
        <img
          src={src}
          alt=""
          loading="lazy"
          className={loaded === src ? 'is-loaded' : ''}
          onLoad={() => setLoaded(src)}
          ref={(img) => {
            // An image already in the cache may have loaded before React attached onLoad.
            if (img?.complete && img.naturalWidth > 0 && loaded !== src) setLoaded(src);
          }}
        />
      )}
    </span>
  );
}
