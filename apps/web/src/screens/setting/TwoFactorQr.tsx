import { QRCodeSVG } from 'qrcode.react';

/** The otpauth:// URI as a QR code (qrcode.react is loaded with this small chunk only). */
export default function TwoFactorQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={176} level="M" marginSize={2} title={label} role="img" aria-label={label} data-testid="twofactor-qr" />;
}
