import type { ReactElement } from 'react';
import type { GiftEvent } from './data';
import { GiftIcon } from './gift-icons';
import { NobleBadge } from './noble-badge';

/** Gifts sliding in over the video; a bigger gift takes a bigger banner, a 火箭 the middle of the screen. */
export function GiftBanner({ gifts }: { gifts: GiftEvent[] }): ReactElement {
  return (
    <div className="kq-gift-banners" aria-live="polite">
      {gifts.map((gift) => (
        <div key={gift.id} className={`kq-gift-banner is-${gift.size}`} data-testid="gift-banner">
          <span className="kq-gift-banner-text">
            <span className="kq-gift-banner-name">
              {gift.sender.nobleTierId ? <NobleBadge tierId={gift.sender.nobleTierId} size="0.28rem" /> : null}
              {gift.sender.nickName}
            </span>
            <span>送出 {gift.giftName}</span>
          </span>
          <GiftIcon giftId={gift.giftId} size={gift.size === 'small' ? '0.64rem' : '0.84rem'} />
          {gift.count > 1 ? <strong className="kq-gift-banner-count">×{gift.count}</strong> : null}
        </div>
      ))}
    </div>
  );
}
