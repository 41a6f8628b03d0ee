// The platform's signature on a completed contract: a PDF signature dictionary added by
// @signpdf/placeholder-plain (an incremental update, the text untouched), and a detached PKCS#7
// (adbe.pkcs7.detached, SHA-256, signingTime and messageDigest signed) made by @signpdf/signer-p12 with
// the platform's certificate (certificate.ts). Standard readers (pdfsig, Acrobat) show it as a
// signature over the whole file; verify.ts checks it the same way.
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import signpdfModule from '@signpdf/signpdf';
import { defaultDocumentSettings, platformCertificate, type ContractDocumentSettings } from './certificate';

// The package is CommonJS with a default export: Node's ESM import sees its module object.
const signpdf = (signpdfModule as unknown as { default?: typeof signpdfModule }).default ?? signpdfModule;

/** Room for the PKCS#7 in /Contents: a 2048-bit signature with one certificate takes about 1.6 KB. */
const SIGNATURE_LENGTH = 8192;

export type SealOptions = {
  settings?: ContractDocumentSettings;
  /** the signing time written in the signature (default now) */
  signingTime?: Date;
};

/** The PDF with the platform's signature over all of it; `reason` is shown by PDF readers (签署原因). */
export async function sealContractPdf(pdf: Buffer, reason: string, options: SealOptions = {}): Promise<Buffer> {
  const settings = options.settings ?? defaultDocumentSettings();
  const certificate = await platformCertificate(settings);
  const signingTime = options.signingTime ?? new Date();
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: settings.publicUrl,
    name: certificate.commonName,
    location: '中国',
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    appName: '货运平台电子合同',
  });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return signpdf.sign(withPlaceholder, signer, signingTime);
}
