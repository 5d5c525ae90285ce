import type { PostImage } from '@kanqiu/contract';
import type { ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';

/** A post's pictures as a grid of thumbnails (one alone shows wider); `limit` trims a card's grid to its first ones. */
export function PostImages({
  images,
  limit,
  onOpen,
}: {
  images: PostImage[];
  limit?: number;
  onOpen?: (index: number) => void;
}): ReactElement | null {
  const { publicHosts } = useRootData();
  if (images.length === 0) return null;
  const shown = images.slice(0, limit ?? images.length);
  const more = images.length - shown.length;
  return (
    <span className={shown.length === 1 ? 'kq-post-images is-single' : 'kq-post-images'} data-testid="post-images">
      {shown.map((image, index) => {
        const picture = (
          <img
            src={apiAssetUrl(shown.length === 1 && onOpen ? image.url : image.thumb, publicHosts) ?? ''}
            alt={`图片 ${index + 1}`}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        );
        return onOpen ? (
          <button key={image.url} type="button" className="kq-post-image" onClick={() => onOpen(index)}>
            {picture}
          </button>
        ) : (
          <span key={image.url} className="kq-post-image">
            {picture}
            {more > 0 && index === shown.length - 1 && <span className="kq-post-image-more">+{more}</span>}
          </span>
        );
      })}
    </span>
  );
}
