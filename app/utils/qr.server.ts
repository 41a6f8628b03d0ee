// QR codes drawn on the server as inline SVG (qrcode); the browser downloads no QR library.
import QRCode from 'qrcode';

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } });
}

export type QrEntry = { path: string; title: string; text: string };

/** Entry points of the site as absolute URLs of this host, each with its QR code as SVG. */
export function qrEntries(request: Request, entries: readonly QrEntry[]) {
  const origin = new URL(request.url).origin;
  return Promise.all(
    entries.map(async (e) => {
      const url = `${origin}${e.path}`;
      return { ...e, url, svg: await qrSvg(url) };
    }),
  );
}
