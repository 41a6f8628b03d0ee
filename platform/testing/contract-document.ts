// A complete contract document for the document layer's tests, its bench step and the verification
// page's end-to-end test: every field the PDF prints, two parties, a few clauses and, optionally,
// both signers' records. Fixture data for tests only; contracts themselves come from the model.
import type { ContractDocument } from '../contract/contracts/document';

export function exampleContractDocument(overrides: Partial<ContractDocument> = {}): ContractDocument {
  return {
    number: 'HT202611290001',
    kind: '运输合同（托运）',
    title: '公路货物运输合同',
    templateVersion: '公路货物运输合同 v1',
    issuedAt: '2026-11-29T02:00:00.000Z',
    parties: [
      {
        role: '甲方（托运人）',
        kind: 'company',
        name: '河北示例钢铁贸易有限公司',
        idNumber: '91130200MA0EXAMPLE',
        address: '河北省唐山市路北区建设北路 88 号',
        contact: '王经理 13800000002',
      },
      {
        role: '乙方（承运人）',
        kind: 'company',
        name: '货运平台科技有限公司',
        idNumber: '91110108MA0PLATFRM',
        address: '北京市海淀区中关村大街 1 号',
        contact: '平台客服 400-000-0000',
      },
    ],
    cargo: { name: '热轧卷板', description: '钢材 · 裸装，单卷不超过 25 吨' },
    route: { origin: '河北省唐山市丰润区钢城路 1 号', destination: '天津市滨海新区港城大道 66 号', distanceKm: 152 },
    quantities: { weightKg: 33_500, vehicles: 1 },
    price: { unitPriceFen: 8_650, unit: '吨', totalFen: 289_775, taxNote: '含 9% 增值税，平台开具运输服务增值税专用发票' },
    paymentTerms: ['货物签收且托运人审核运单后 7 日内，托运人通过平台钱包向承运人支付运费。', '运费按卸货重量结算；亏吨超过 0.3% 的部分按货值从运费中扣除。'],
    term: { from: '2026-11-29', to: '2026-12-31' },
    clauses: [
      {
        title: '托运人的义务',
        paragraphs: ['托运人应如实申报货物名称、重量与包装，按约定时间备好货物并提供装货条件。', '因托运人申报不实造成的损失，由托运人承担。'],
      },
      {
        title: '承运人的义务',
        paragraphs: [
          '承运人应按约定的时间、路线将货物安全运抵到达地，并在运输途中保持车辆定位在线。',
          '货物在承运人责任期间内毁损、灭失的，承运人按实际损失赔偿。',
        ],
      },
      {
        title: '争议解决',
        paragraphs: ['因本合同发生的争议，双方协商解决；协商不成的，任何一方可向平台所在地人民法院起诉。'],
      },
    ],
    signers: [],
    ...overrides,
  };
}

/** The same document with both parties' intention-to-sign records, as the completed copy prints them. */
export function exampleSignedContractDocument(overrides: Partial<ContractDocument> = {}): ContractDocument {
  const document = exampleContractDocument(overrides);
  return {
    ...document,
    signers: [
      ['王经理', '2026-11-29T03:10:00.000Z', '203.0.113.10', '短信验证码', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131'],
      ['平台签约专员', '2026-11-29T03:25:00.000Z', '198.51.100.7', '登录密码', undefined],
    ].map(([name, signedAt, ip, method, userAgent], i) => ({
      party: document.parties[i].name,
      role: document.parties[i].role,
      name: name!,
      signedAt: signedAt!,
      ip: ip!,
      method: method!,
      userAgent,
    })),
    ...overrides,
  };
}
