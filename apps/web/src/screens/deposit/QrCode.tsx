import { QRCodeSVG } from 'qrcode.react';

/** The deposit address as a QR code (qrcode.react lives in this small chunk only). */
export default function QrCode({ value, size = 168 }: { value: string; size?: number }) {
  return <QRCodeSVG value={value} size={size} level="M" marginSize={0} title={value} data-testid="deposit-qr" />;
}
