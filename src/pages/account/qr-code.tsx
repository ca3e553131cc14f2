import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn here, as one SVG path (no image request, nothing leaves the browser). Dark
 * modules on white in both themes: phone cameras read that reliably, inverted codes not always.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 2 });
    let path = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size, path };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md bg-white text-black"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
