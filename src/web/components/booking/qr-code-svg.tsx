import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrCodePath } from './qr-path';

/** A crisp, scalable QR code (SVG) of `text`, named for screen readers. */
export function QrCodeSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => qrCodePath(text), [text]);
  const box = size + QR_QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-${QR_QUIET_ZONE} -${QR_QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
