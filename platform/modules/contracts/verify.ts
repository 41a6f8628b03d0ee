// Checks the platform's signature on a contract PDF, cryptographically (node-forge), the way a PDF
// reader does: the last signature's ByteRange covers the whole file but its own /Contents; the
// PKCS#7 there signs, with SHA-256, a messageDigest equal to the digest of those bytes; the signature
// value verifies with the certificate it carries; and that certificate is the platform's.
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import type { ContractPdfVerdict } from '../../contract/contracts/document';
import { commonNameOf, certificateFingerprint, defaultDocumentSettings, platformCertificate, type ContractDocumentSettings } from './certificate';

export const VERIFY_PROBLEMS = {
  notPdf: '上传的文件不是 PDF 文件',
  unsigned: '文件中没有平台的电子签名：请上传平台签署完成后下载的合同文件',
  range: '签名未覆盖整个文件：文件在签名后被追加或改动',
  unreadable: '文件中的签名数据无法读取：文件已损坏或被改动',
  algorithm: '签名使用的摘要算法不是 SHA-256，平台不认可',
  altered: '文件内容与签名不符：文件在平台签名后被改动过',
  badSignature: '签名值校验失败：签名数据被改动或伪造',
  notPlatform: '签名证书不是本平台的证书：该签名不是本平台加盖的',
} as const;

const OIDS = forge.pki.oids;

type SignerCapture = {
  serial?: string;
  digestAlgorithm?: string;
  authenticatedAttributes?: forge.asn1.Asn1[];
  signature?: string;
};

type SignatureSpan = { start: number; end: number; signed: Buffer };

/** The last signature's /ByteRange [0 b c d], checked to cover everything but its own /Contents <hex>. */
function lastSignatureSpan(pdf: Buffer): SignatureSpan | 'unsigned' | 'range' {
  const text = pdf.toString('latin1');
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  let last: RegExpExecArray | null = null;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match;
  if (!last) return 'unsigned';
  const [a, b, c, d] = last.slice(1, 5).map(Number);
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d !== pdf.length) return 'range';
  if (text[b] !== '<' || text[c - 1] !== '>' || !/^[0-9a-fA-F]*$/.test(text.slice(b + 1, c - 1))) return 'range';
  // The ByteRange itself must lie in the signed part (it does when it precedes or follows /Contents).
  if (last.index >= b && last.index < c) return 'range';
  return { start: b + 1, end: c - 1, signed: Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]) };
}

function attributeValue(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(type.value as string) === oid) return (values.value as forge.asn1.Asn1[])[0];
  }
  return undefined;
}

function timeOf(value: forge.asn1.Asn1 | undefined): Date | undefined {
  if (!value) return undefined;
  if (value.type === forge.asn1.Type.UTCTIME) return forge.asn1.utcTimeToDate(value.value as string);
  if (value.type === forge.asn1.Type.GENERALIZEDTIME) return forge.asn1.generalizedTimeToDate(value.value as string);
  return undefined;
}

// forge 1.x takes an options object (its typings still say a boolean): the /Contents is zero-padded
// after the DER, so one value is read and the rest ignored.
const fromDer = forge.asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: { strict: boolean; parseAllBytes: boolean }) => forge.asn1.Asn1;
const readDer = (bytes: string) => fromDer(forge.util.createBuffer(bytes), { strict: false, parseAllBytes: false });

/** Verifies the platform's signature on `pdf`; `valid` only when every check holds, else `problem` says why. */
export async function verifyContractPdf(pdf: Buffer, settings: ContractDocumentSettings = defaultDocumentSettings()): Promise<ContractPdfVerdict> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const refuse = (problem: string, more: Partial<ContractPdfVerdict> = {}): ContractPdfVerdict => ({ valid: false, sha256, problem, ...more });
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return refuse(VERIFY_PROBLEMS.notPdf);
  const span = lastSignatureSpan(pdf);
  if (span === 'unsigned') return refuse(VERIFY_PROBLEMS.unsigned);
  if (span === 'range') return refuse(VERIFY_PROBLEMS.range);

  let certificate: forge.pki.Certificate | undefined;
  let signer: SignerCapture;
  try {
    const der = forge.util.hexToBytes(pdf.subarray(span.start, span.end).toString('latin1'));
    // forge reads SignedData with the first SignerInfo's fields in its raw capture (it has no
    // signature verification of its own): one signer is what the platform writes.
    const message = forge.pkcs7.messageFromAsn1(readDer(der)) as forge.pkcs7.PkcsSignedData & {
      rawCapture?: SignerCapture & { signerInfos?: forge.asn1.Asn1[] };
    };
    const capture = message.rawCapture;
    if (!capture || capture.signerInfos?.length !== 1) return refuse(VERIFY_PROBLEMS.unreadable);
    signer = capture;
    const serial = forge.util.createBuffer(signer.serial ?? '').toHex();
    certificate = message.certificates.find((cert) => cert.serialNumber.replace(/^0+/, '') === serial.replace(/^0+/, ''));
  } catch {
    return refuse(VERIFY_PROBLEMS.unreadable);
  }
  if (!certificate || !signer.authenticatedAttributes || !signer.signature) return refuse(VERIFY_PROBLEMS.unreadable);
  const signedBy = commonNameOf(certificate);

  if (forge.asn1.derToOid(signer.digestAlgorithm ?? '') !== OIDS.sha256) return refuse(VERIFY_PROBLEMS.algorithm, { signedBy });
  const signedAt = timeOf(attributeValue(signer.authenticatedAttributes, OIDS.signingTime));
  const digest = attributeValue(signer.authenticatedAttributes, OIDS.messageDigest);
  const contentDigest = createHash('sha256').update(span.signed).digest('binary');
  if (!digest || digest.value !== contentDigest) return refuse(VERIFY_PROBLEMS.altered, { signedBy, signedAt });

  // The signature is over the DER of the signed attributes as a SET OF (RFC 5652 §5.4).
  const attributesDer = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, signer.authenticatedAttributes)).getBytes();
  const attributesDigest = forge.md.sha256.create().update(attributesDer).digest().getBytes();
  let verified = false;
  try {
    verified = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest, signer.signature);
  } catch {
    verified = false;
  }
  if (!verified) return refuse(VERIFY_PROBLEMS.badSignature, { signedBy, signedAt });

  const platform = await platformCertificate(settings);
  if (certificateFingerprint(certificate) !== platform.fingerprint) return refuse(VERIFY_PROBLEMS.notPlatform, { signedBy, signedAt });
  return { valid: true, sha256, signedBy, signedAt };
}
