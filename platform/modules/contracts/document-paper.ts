// The contract model's document layer: a contract and its parties as the ContractDocument the PDF
// renderer prints (pdf.ts), and the platform's seal (seal.ts). The frozen text lists the sides to
// sign; the completed one adds each signer's record of intention and the frozen text's hash.
import { CONTRACT_KIND_LABELS, CONTRACT_PARTY_LABELS, SIGN_METHOD_LABELS, type ContractKind, type ContractPartyRole } from '../../contract/contracts/contracts';
import type { ContractDocument } from '../../contract/contracts/document';
import { formatDateTime } from '../../contract/format';
import type { ContractRecord } from './access';
import { documentSettingsOf } from './certificate';
import type { AmendedContract, ContractPaper, PaperParty } from './paper';
import { renderContractPdf } from './pdf';
import { sealContractPdf } from './seal';

/** A person's party is named by an 18-character ID number; a company's by its credit code. */
const partyKind = (p: PaperParty): 'company' | 'person' => (p.companyId === null ? 'person' : 'company');

/** How an agreement's first page names the contract it amends: its number, title, parties and date. */
export function amendsLine(amended: AmendedContract): string {
  return `${amended.contractNo}《${amended.title}》（签署方：${amended.partyNames.join('、')}；订立日期：${formatDateTime(amended.issuedAt, 'YYYY-MM-DD')}）`;
}

export function documentOf(
  contract: ContractRecord,
  parties: PaperParty[],
  frozenSha256: string | null,
  amended: AmendedContract | null = null,
): ContractDocument {
  const role = (p: PaperParty) => CONTRACT_PARTY_LABELS[p.role as ContractPartyRole] ?? p.role;
  return {
    number: contract.contractNo,
    kind: CONTRACT_KIND_LABELS[contract.kind as ContractKind] ?? contract.kind,
    title: contract.title,
    templateVersion: contract.templateVersion === null ? '补充协议（无模板）' : `模板第${contract.templateVersion}版`,
    issuedAt: contract.createdAt,
    ...(amended ? { amends: amendsLine(amended) } : {}),
    parties: parties.map((p) => ({ role: role(p), kind: partyKind(p), name: p.name, idNumber: p.creditCode ?? '' })),
    cargo: contract.goodsName ? { name: contract.goodsName } : undefined,
    route: contract.originAddress || contract.destAddress ? { origin: contract.originAddress, destination: contract.destAddress } : undefined,
    quantities: contract.weightKg > 0 ? { weightKg: contract.weightKg } : undefined,
    price: contract.totalFen > 0 || contract.unitPriceFen > 0 ? { unitPriceFen: contract.unitPriceFen, totalFen: contract.totalFen, unit: '吨' } : undefined,
    paymentTerms: contract.paymentTerms ? [contract.paymentTerms] : [],
    term: { from: contract.termStart, to: contract.termEnd },
    clauses: contract.clauses.map((c) => ({ title: c.title, paragraphs: c.text.split('\n').filter(Boolean) })),
    signers: parties
      .filter((p) => p.signedAt !== null)
      .map((p) => ({
        party: p.name,
        name: p.signedByName ?? p.name,
        role: role(p),
        signedAt: p.signedAt!,
        ip: p.signIp ?? '',
        method: p.signMethod ? (SIGN_METHOD_LABELS[p.signMethod] ?? p.signMethod) : '',
        userAgent: p.signUserAgent ?? undefined,
      })),
    ...(frozenSha256 ? { frozenSha256 } : {}),
  };
}

/** The PDF renderer and the platform's seal, with the platform's environment's settings (certificate.ts: its certificate, the verification address). */
export function pdfPaperFor(env: Parameters<typeof documentSettingsOf>[0]): ContractPaper {
  const settings = documentSettingsOf(env);
  return {
    render: (contract, parties, frozenSha256, amended) => renderContractPdf(documentOf(contract, parties, frozenSha256, amended), settings),
    seal: (pdf, reason) => sealContractPdf(pdf, reason, { settings }),
  };
}
