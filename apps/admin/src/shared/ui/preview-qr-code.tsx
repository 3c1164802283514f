import QRCode from 'antd/es/qr-code';

/** Spec §9: preview QR codes are 200×200 px. */
const QR_SIZE_PX = 200;

export interface PreviewQrCodeProps {
  link: string;
  label: string;
}

/** Loaded on demand: the QR encoder is needed on this screen only, and only once it is shown. */
function PreviewQrCode({ link, label }: PreviewQrCodeProps) {
  return (
    <div role="img" aria-label={label} data-testid="web-set-qr">
      <QRCode value={link} size={QR_SIZE_PX} />
    </div>
  );
}

export default PreviewQrCode;
