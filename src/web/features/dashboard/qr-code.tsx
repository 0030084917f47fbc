import { encode } from 'uqr';

/**
 * A QR code drawn in the browser from `text` (the otpauth address of a TOTP secret, which must not
 * leave the page for an image service): one SVG path of dark squares on a light square with the
 * quiet zone the standard asks for.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
