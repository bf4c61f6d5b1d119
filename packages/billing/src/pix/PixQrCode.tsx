import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The quiet zone around the code, in modules: the four the QR standard asks for. */
const QUIET_ZONE = 4;

/** The dark modules of `code` as one SVG path, one unit square per module, and its side. */
function qrPath(code: string): { readonly d: string; readonly side: number } {
  // Level M, as Pix apps draw their codes: readable with up to 15% of it damaged.
  const qr = qrcode(0, 'M');
  qr.addData(code);
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      // A unit square at the module: `M x,y h1 v1 h-1 z`.
      if (qr.isDark(row, col))
        d += 'M' + (col + QUIET_ZONE) + ',' + (row + QUIET_ZONE) + 'h1v1h-1z';
    }
  }
  return { d, side: count + 2 * QUIET_ZONE };
}

export interface PixQrCodeProps {
  /** The Pix copy-and-paste code (the BR Code) the QR code carries. */
  readonly code: string;
  /** What the image is, for a screen reader, e.g. "QR Code do Pix de R$ 289,90". */
  readonly label: string;
  /** Its side in CSS pixels. */
  readonly size?: number;
}

/**
 * The QR code of a Pix payment, drawn in the browser from its copy-and-paste code (no image
 * from the payment provider): black on white whatever the theme, as bank apps read best.
 */
export function PixQrCode({ code, label, size = 200 }: PixQrCodeProps) {
  const { d, side } = useMemo(() => qrPath(code), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
