import type { ReactElement, SyntheticEvent } from 'react';

/**
 * An image shown only once it has loaded (spec §5); until then, or if it fails, the drawn placeholder.
 * Loaded is a class on the element itself, not React state: a list's covers load before the page hydrates,
 * and state set for each of them would re-render the list once more as it hydrates.
 */
export function LazyImage({ src, className }: { src: string | null; className?: string }): ReactElement {
  return (
    <span className={`kq-news-image ${className ?? ''}`}>
      <svg className="kq-news-image-placeholder" viewBox="0 0 64 36" aria-hidden="true">
        <rect width="64" height="36" fill="currentColor" opacity="0.08" />
        <circle cx="32" cy="18" r="7" fill="none" stroke="currentColor" strokeOpacity="0.25" />
        <path d="M32 11v14M25 18h14" stroke="currentColor" strokeOpacity="0.25" />
      </svg>
      {src && <img key={src} src={src} alt="" loading="lazy" onLoad={showLoaded} ref={showIfLoaded} />}
    </span>
  );
}

const showLoaded = (event: SyntheticEvent<HTMLImageElement>) => event.currentTarget.classList.add('is-loaded');

/** An image that loaded before React attached onLoad (before hydration, or from the cache) is shown now. */
function showIfLoaded(img: HTMLImageElement | null): void {
  if (img?.complete && img.naturalWidth > 0) img.classList.add('is-loaded');
}
