// Order kinds (issue #8): how a shipper releases an order outside the hall.
// - direct (直接下单, /user/orderRelease): to one carrier company it knows — an enterprise order
//   (source 7, as the quick order), WAITACCEPT for that carrier to accept or refuse.
// - preferred (优选, /user/youxuanOrderRelease): to the platform's preferred carrier pool — every
//   carrier company whose public rating reaches PREFERRED_MIN_RATING sees it; the first to accept wins.
// - control (管控/网络货运, /user/orderControlRelease): the platform's operating company contracts
//   with the shipper as carrier of record and entrusts an actual carrier (实际承运人), who accepts,
//   dispatches and acts exactly as the carrier of any order does.
// The goods, route and addresses are the cargo form's (platform/contract/market/cargo.ts cargoInput).
import { z } from 'zod';
import { idField, optionalIdField } from '../ids';
import { pageFields } from '../page';
import { cargoInput } from '../market/cargo';
import { orderRow } from './rows';

export { RELEASE_KIND_LABELS, RELEASE_KIND_OPTIONS, releaseKindLabel, type ReleaseKind } from './filters';

/** A carrier company joins the preferred pool with at least this average rating (1–5)… */
export const PREFERRED_MIN_RATING = 4.0;
/** …over at least this many evaluations. */
export const PREFERRED_MIN_EVALUATIONS = 3;

export const KIND_MESSAGES = {
  carrierRequired: '请选择承运商',
  actualCarrierRequired: '请选择实际承运人',
  carrierUnknown: '承运商不存在或未通过认证',
  carrierNoAccount: '所选承运商没有可接单的账号',
  selfCarrier: '不能向本公司下单',
  noPlatform: '平台运营公司未配置，暂不能发布管控订单',
  released: '订单已发布，等待承运商接单',
  releasedPreferred: '优选订单已发布，优选承运商接单后即生效',
  releasedControl: '管控订单已发布，平台作为承运人签约，实际承运人接单后派车',
  releasedControlPending: '管控订单已发布，平台将指派实际承运人',
  assigned: '已指派实际承运人，等待其接单',
  notAssignable: '该管控订单已有实际承运人或已不能指派',
  operatorsOnly: '仅平台运营人员可以指派实际承运人',
  notPreferredCarrier: `仅平台评分达到${PREFERRED_MIN_RATING.toFixed(1)}分（至少${PREFERRED_MIN_EVALUATIONS}条评价）的优选承运商可以接优选订单`,
  alreadyTaken: '该优选订单已被其他承运商接单',
  preferredClosed: '该优选订单已不能接单（已被接单或已取消）',
  preferredWon: '接单成功，该优选订单由贵司承运',
  notFound: '订单不存在',
  keywordLong: '关键字不能超过30个字',
} as const;

const companyId = idField;

/** The kind-specific part of the release forms (the cargo part is cargoInput). */
export const releaseFields = z.object({
  kind: z.enum(['direct', 'preferred', 'control'], { errorMap: () => ({ message: '未知的订单类型' }) }),
  carrierCompanyId: companyId(KIND_MESSAGES.carrierRequired).optional(),
});
/** A direct order needs its carrier; a control order's actual carrier may be left to operations. */
export const releaseFieldsFor = (kind: 'direct' | 'preferred' | 'control') =>
  releaseFields.superRefine((v, ctx) => {
    if (kind === 'direct' && v.carrierCompanyId === undefined)
      ctx.addIssue({ code: 'custom', path: ['carrierCompanyId'], message: KIND_MESSAGES.carrierRequired });
  });

/** What the platform receives: the kind, the carrier (direct) or actual carrier (control), and the cargo form. */
export const releaseBody = z
  .object({
    kind: releaseFields.shape.kind,
    carrierCompanyId: optionalIdField(KIND_MESSAGES.carrierRequired),
    cargo: cargoInput,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'direct' && v.carrierCompanyId === undefined)
      ctx.addIssue({ code: 'custom', path: ['carrierCompanyId'], message: KIND_MESSAGES.carrierRequired });
  });
export type ReleaseBody = z.infer<typeof releaseBody>;

/** Certified carrier companies found by name (for the release forms' carrier choice). */
export const carrierSearchQuery = z.object({ keyword: z.string().trim().max(30, KIND_MESSAGES.keywordLong).optional() });

export const preferredQuery = z.object({ ...pageFields(20, 50) });

export const preferredAcceptBody = z.object({ orderId: companyId(KIND_MESSAGES.notFound) });

/** Operations name the actual carrier of a control order the shipper left to the platform. */
export const assignActualBody = z.object({ orderId: companyId(KIND_MESSAGES.notFound), carrierCompanyId: companyId(KIND_MESSAGES.actualCarrierRequired) });

export const carrierChoice = z.object({ id: z.number().int(), name: z.string(), frequent: z.boolean(), rating: z.number().nullable() });
export type CarrierChoice = z.infer<typeof carrierChoice>;

/** A preferred order as the pool sees it (no shipper contact until won). */
/** An order of the preferred pool: the order list's row without its carrier (not chosen yet), plus when it loads. */
export const preferredRow = orderRow
  .pick({
    id: true,
    orderNo: true,
    status: true,
    goodsName: true,
    origin: true,
    destination: true,
    shipperName: true,
    vehicleCount: true,
    weightKg: true,
    unitPriceFen: true,
    totalFen: true,
    createdAt: true,
  })
  .extend({
    loadStart: z.string().nullable(),
    /** the caller's company won it */
    mine: z.boolean(),
  });
export type PreferredRow = z.infer<typeof preferredRow>;

export const controlParties = z.object({ shipperName: z.string(), contractCarrierName: z.string(), actualCarrierName: z.string() });
export type ControlParties = z.infer<typeof controlParties>;
