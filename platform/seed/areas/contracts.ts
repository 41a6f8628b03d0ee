// Demo data of electronic contracts (issue 46), once, marked by seed_runs step 'contracts-v1': a
// released template of each contract kind, written and released by the demo operator through the
// module's own functions, so a controlled order accepted on a fresh start gets its two contracts.
import { eq } from 'drizzle-orm';
import type { ContractKind } from '../../contract/contracts/contracts';
import { AGENCY_AGREEMENT } from '../../contract/invoices/agency-labels';
import type { Db } from '../../db/client';
import { seedRuns } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { newTemplateVersion, releaseTemplate, releasedTemplate, saveTemplate } from '../../modules/contracts/templates';
import { DEMO_ACCOUNTS } from '../accounts';
import { demoUser, runOnce, type SeedOptions } from '../steps';

export const CONTRACTS_STEP = 'contracts-v1';
/** Databases seeded before decision 037 get the 代开 template's full agreement text as its next version. */
export const AGENCY_TEMPLATE_STEP = 'contracts-agency-v2';

type Clause = { title: string; text: string };

const GOODS: Clause = {
  title: '货物与运输',
  text: '货物名称：{{goodsName}}；重量：{{weightTonnes}}吨；起运地：{{originAddress}}；到达地：{{destAddress}}。',
};
const PRICE: Clause = {
  title: '运费',
  text: '运费单价为每吨{{unitPrice}}元，运费总额为人民币{{totalAmount}}元（大写：{{totalAmountCapitals}}），按实际结算重量据实结算。',
};
const PAYMENT: Clause = { title: '付款方式', text: '{{paymentTerms}}' };
const TERM: Clause = { title: '合同期限', text: '本合同自{{termStart}}起至{{termEnd}}止。' };
const DISPUTE: Clause = {
  title: '争议解决',
  text: '因本合同引起的争议，各方应友好协商解决；协商不成的，任何一方可向平台所在地有管辖权的人民法院提起诉讼。',
};
const ESIGN: Clause = {
  title: '电子签署',
  text: '各方同意以电子签名方式签署本合同。依照《中华人民共和国电子签名法》第十三条、第十四条，可靠的电子签名与手写签名或者盖章具有同等的法律效力。',
};

/** The 代开 agreement's text (the invoices area's AGENCY_AGREEMENT, whose acceptances before decision 037 stay valid) as a template's clauses. */
const AGENCY_TITLES = ['委托事项', '委托方保证', '办理与登记', '驳回与重新申请', '签署记录'];
export const AGENCY_CLAUSES: Clause[] = [
  { title: '协议双方', text: '委托方：{{payeeName}}（个人承运人或司机）；受托方：{{platformName}}（网络货运经营者）。协议编号：{{contractNo}}。' },
  ...AGENCY_AGREEMENT.clauses.map((text, i) => ({ title: AGENCY_TITLES[i] ?? `第${i + 1}条`, text: text.replace(/^[一二三四五六七八九十]+、/, '') })),
  { title: '协议期限', text: '本协议自{{termStart}}起至{{termEnd}}止；期满后委托方须重新签署方可继续申请代开。' },
  ESIGN,
];

const TEMPLATES: { kind: ContractKind; name: string; clauses: Clause[] }[] = [
  {
    kind: 'shipper',
    name: '网络货运托运合同',
    clauses: [
      { title: '合同双方', text: '托运方：{{shipperName}}；承运人：{{platformName}}（网络货运经营者）。订单号：{{orderNo}}。' },
      GOODS,
      PRICE,
      PAYMENT,
      { title: '承运人责任', text: '承运人对全程运输承担承运人责任，可委托实际承运人完成运输，并对实际承运人的行为负责。' },
      TERM,
      DISPUTE,
      ESIGN,
    ],
  },
  {
    kind: 'carrier',
    name: '网络货运运输委托合同（承运商）',
    clauses: [
      { title: '合同双方', text: '委托方：{{platformName}}（网络货运经营者）；实际承运人：{{carrierName}}。订单号：{{orderNo}}。' },
      GOODS,
      PRICE,
      { title: '实际承运人义务', text: '实际承运人应使用资质合规的车辆和驾驶员，按平台要求全程上传轨迹、装卸货磅单和回单，确保货物安全送达。' },
      PAYMENT,
      TERM,
      DISPUTE,
      ESIGN,
    ],
  },
  {
    kind: 'driver',
    name: '网络货运运输委托合同（个体司机）',
    clauses: [
      { title: '合同双方', text: '委托方：{{platformName}}（网络货运经营者）；实际承运人：{{carrierName}}。订单号：{{orderNo}}。' },
      GOODS,
      PRICE,
      { title: '实际承运人义务', text: '实际承运人应持有效驾驶证、从业资格证驾驶合规车辆，按平台要求上传轨迹和单据。' },
      PAYMENT,
      TERM,
      ESIGN,
    ],
  },
  {
    kind: 'framework',
    name: '年度运输框架合同',
    clauses: [
      { title: '合同双方', text: '托运方：{{shipperName}}；承运方：{{carrierName}}。' },
      { title: '框架约定', text: '合同期内，托运方按运输订单分批下达运输任务，货物名称：{{goodsName}}，计划总量：{{weightTonnes}}吨。' },
      PRICE,
      PAYMENT,
      TERM,
      DISPUTE,
      ESIGN,
    ],
  },
  { kind: 'invoice_agency', name: '代开发票委托协议', clauses: AGENCY_CLAUSES },
  {
    kind: 'supplement',
    name: '补充协议',
    clauses: [{ title: '协议依据', text: '本协议是对合同{{contractNo}}的补充，原合同其余条款不变。' }, ESIGN],
  },
];

export async function seedContracts(db: Db, _opts: SeedOptions): Promise<void> {
  const operator = await demoUser(db, DEMO_ACCOUNTS.operator);
  if (!operator) return; // no demo data: operations write their own templates
  const auth: Auth = { user: operator, role: 'operator', tokenHash: '' };
  const [done] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, CONTRACTS_STEP)).limit(1);
  if (!done) {
    for (const t of TEMPLATES) {
      const draft = await saveTemplate(db, auth, { name: t.name, kind: t.kind, clauses: t.clauses });
      await releaseTemplate(db, auth, draft.id);
    }
    await runOnce(db, CONTRACTS_STEP, async () => undefined);
  }
  const [agencyDone] = await db.select({ step: seedRuns.step }).from(seedRuns).where(eq(seedRuns.step, AGENCY_TEMPLATE_STEP)).limit(1);
  if (agencyDone) return;
  const released = await releasedTemplate(db, 'invoice_agency');
  if (released && JSON.stringify(released.clauses) !== JSON.stringify(AGENCY_CLAUSES)) {
    const draft = await newTemplateVersion(db, auth, released.id);
    await saveTemplate(db, auth, { id: draft.id, name: draft.name, kind: 'invoice_agency', clauses: AGENCY_CLAUSES });
    await releaseTemplate(db, auth, draft.id);
  }
  await runOnce(db, AGENCY_TEMPLATE_STEP, async () => undefined);
}
