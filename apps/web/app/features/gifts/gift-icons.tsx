import type { ReactElement } from 'react';

/** Our own drawings of the catalogue's gifts (no emoji font on the phones we target), 48×48. */
const drawings: Record<string, ReactElement> = {
  like: (
    <>
      <circle cx="24" cy="24" r="21" fill="#ffe1e6" />
      <path d="M14 22h6v14h-6z" fill="#f0506e" />
      <path
        d="M21 22l5-9c2.4 0 3.6 1.6 3 4l-1 4h7.5c1.8 0 3 1.6 2.6 3.3l-2.3 9.2c-.3 1.4-1.6 2.5-3.1 2.5H21z"
        fill="#ff6b86"
      />
    </>
  ),
  whistle: (
    <>
      <circle cx="24" cy="24" r="21" fill="#e3f0ff" />
      <path d="M11 20h19l7-4v8h-5.2A9 9 0 1111 20z" fill="#3a7bd5" />
      <circle cx="20" cy="27" r="4" fill="#9cc3f5" />
      <path d="M33 12l3-3M37 15l4-2M29 10l1-4" stroke="#3a7bd5" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  jersey: (
    <>
      <circle cx="24" cy="24" r="21" fill="#ffe9d6" />
      <path d="M17 10l-9 5 3 8 4-2v17h18V21l4 2 3-8-9-5c-1 3-3.5 4.5-7 4.5S18 13 17 10z" fill="#e8452c" />
      <path d="M20 25h8M24 21v12" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  ball: (
    <>
      <circle cx="24" cy="24" r="21" fill="#fff4cc" />
      <circle cx="24" cy="24" r="14" fill="#f5c518" stroke="#c99a06" strokeWidth="1.5" />
      <path d="M24 17l6 4.4-2.3 7h-7.4l-2.3-7z" fill="#8a6400" />
      <path
        d="M24 17v-7M30 21.4l6.6-2.2M27.7 28.4l4.1 5.6M20.3 28.4l-4.1 5.6M18 21.4l-6.6-2.2"
        stroke="#8a6400"
        strokeWidth="1.5"
      />
    </>
  ),
  trophy: (
    <>
      <circle cx="24" cy="24" r="21" fill="#fff1c2" />
      <path d="M15 10h18v8a9 9 0 01-18 0z" fill="#f2b705" />
      <path d="M15 13H9c0 5 2.5 8 6.5 8.5M33 13h6c0 5-2.5 8-6.5 8.5" stroke="#f2b705" strokeWidth="2.4" fill="none" />
      <path d="M21 26.5h6l1 6h-8z" fill="#d49a00" />
      <path d="M16 33h16v5H16z" fill="#8a5a00" />
      <path d="M20 14l2.2 1.8-.6 2.9L24 17l2.4 1.7-.6-2.9L28 14h-2.8L24 11.4 22.8 14z" fill="#fff7d6" />
    </>
  ),
  rocket: (
    <>
      <circle cx="24" cy="24" r="21" fill="#efe6ff" />
      <path d="M24 6c6 5 8.5 12 7.5 21h-15C15.5 18 18 11 24 6z" fill="#7b5cff" />
      <circle cx="24" cy="18" r="3.6" fill="#e9e2ff" stroke="#5236d6" strokeWidth="1.4" />
      <path d="M16.5 24l-5 6 1 4 5.5-3.5zM31.5 24l5 6-1 4-5.5-3.5z" fill="#ff6b6b" />
      <path d="M20 31h8l-1.4 6.5h-5.2z" fill="#ffb347" />
      <path d="M22 37.5h4l-2 5z" fill="#ff7a1a" />
    </>
  ),
};

export function GiftIcon({ giftId, size = '0.8rem' }: { giftId: string; size?: string }): ReactElement {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" className="kq-gift-icon">
      {drawings[giftId] ?? drawings.like}
    </svg>
  );
}

/** 球币: a gold coin with 球 written on it. */
export function CoinIcon({ size = '0.3rem' }: { size?: string }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="kq-coin-icon">
      <circle cx="12" cy="12" r="10.5" fill="#f5b700" stroke="#d99500" strokeWidth="1.2" />
      <circle cx="12" cy="12" r="7.4" fill="none" stroke="#fff3b8" strokeWidth="1" />
      <text x="12" y="15.6" textAnchor="middle" fontSize="10" fontWeight="700" fill="#8a5300">
        球
      </text>
    </svg>
  );
}
