import type { ReactElement, ReactNode } from 'react';

/** A field in its colour with `stripes` lighter stripes across it (each half its share of the width), under its markings. */
function StripedField(props: {
  width: number;
  height: number;
  stripes: number;
  colors: [string, string];
  children: ReactNode;
}): ReactElement {
  const { width, height, stripes, colors, children } = props;
  const step = width / stripes;
  return (
    <g aria-hidden="true">
      <rect width={width} height={height} fill={colors[0]} />
      {Array.from({ length: stripes }, (_, i) => (
        <rect key={i} x={i * step} width={step / 2} height={height} fill={colors[1]} />
      ))}
      {children}
    </g>
  );
}

/** A football pitch of 105 × 68 m, mown in stripes, with its markings (no asset, no emoji font). */
export function PitchDrawing(): ReactElement {
  const line = { fill: 'none', stroke: 'rgba(255,255,255,0.82)', strokeWidth: 0.35 } as const;
  const box = (x: number, depth: number, width: number) => (
    <rect x={x} y={34 - width / 2} width={depth} height={width} {...line} />
  );
  return (
    <StripedField width={105} height={68} stripes={10} colors={['#2e8b3e', '#34994a']}>
      <rect x="1.5" y="1.5" width="102" height="65" {...line} />
      <line x1="52.5" y1="1.5" x2="52.5" y2="66.5" {...line} />
      <circle cx="52.5" cy="34" r="9.15" {...line} />
      <circle cx="52.5" cy="34" r="0.5" fill="rgba(255,255,255,0.82)" />
      {box(1.5, 16.5, 40.3)}
      {box(103.5 - 16.5, 16.5, 40.3)}
      {box(1.5, 5.5, 18.3)}
      {box(103.5 - 5.5, 5.5, 18.3)}
      <circle cx="12.5" cy="34" r="0.45" fill="rgba(255,255,255,0.82)" />
      <circle cx="92.5" cy="34" r="0.45" fill="rgba(255,255,255,0.82)" />
      <path d="M18 26.7a9.15 9.15 0 0 1 0 14.6" {...line} />
      <path d="M87 26.7a9.15 9.15 0 0 0 0 14.6" {...line} />
      <rect x="0.2" y="30.34" width="1.3" height="7.32" {...line} fill="rgba(255,255,255,0.25)" />
      <rect x="103.5" y="30.34" width="1.3" height="7.32" {...line} fill="rgba(255,255,255,0.25)" />
    </StripedField>
  );
}

/** A basketball court of 28 × 15 m (FIBA markings), the home side attacking the right-hand basket. */
export function CourtDrawing(): ReactElement {
  const line = { fill: 'none', stroke: 'rgba(255,255,255,0.9)', strokeWidth: 0.08 } as const;
  // The three-point line: straight 0.9 m inside the sidelines until it meets the 6.75 m arc round the basket.
  const half = (end: 'left' | 'right') => {
    const rim = end === 'left' ? 1.575 : 28 - 1.575;
    const dir = end === 'left' ? 1 : -1;
    const straight = Math.sqrt(6.75 ** 2 - 6.6 ** 2);
    const base = end === 'left' ? 0 : 28;
    return (
      <g>
        <path
          d={`M${base} 0.9H${rim + dir * straight}A6.75 6.75 0 0 ${end === 'left' ? 1 : 0} ${rim + dir * straight} 14.1H${base}`}
          {...line}
        />
        <rect
          x={end === 'left' ? 0 : 28 - 5.8}
          y={7.5 - 2.45}
          width="5.8"
          height="4.9"
          {...line}
          fill="rgba(0,0,0,0.12)"
        />
        <circle cx={base + dir * 5.8} cy="7.5" r="1.8" {...line} />
        <line x1={base + dir * 1.2} y1="6.6" x2={base + dir * 1.2} y2="8.4" stroke="#fff" strokeWidth="0.12" />
        <circle cx={rim} cy="7.5" r="0.225" fill="none" stroke="#ff7a1a" strokeWidth="0.09" />
      </g>
    );
  };
  return (
    <StripedField width={28} height={15} stripes={14} colors={['#c98b4f', '#cf945a']}>
      <rect x="0.04" y="0.04" width="27.92" height="14.92" {...line} />
      <line x1="14" y1="0" x2="14" y2="15" {...line} />
      <circle cx="14" cy="7.5" r="1.8" {...line} />
      {half('left')}
      {half('right')}
    </StripedField>
  );
}
