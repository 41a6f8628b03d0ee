// An agent's order (代理订单): the agent who took the cargo appoints a carrier company
// (WAITALLOT → APPOINT); that carrier confirms (→ APPOINTED, then dispatches like an accepted
// order) or declines with a reason (→ WAITALLOT, the agent appoints another).
import { z } from 'zod';
import { idField } from '../ids';

export const AGENT_MESSAGES = {
  carrierRequired: '请选择承运商',
  carrierUnknown: '承运商不存在或未通过资质认证',
  carrierNoAccount: '所选承运商没有可接单的账号',
  notSelf: '不能指派给自己',
  appointed: '已指派承运商，等待承运商确认',
  confirmed: '已确认指派，可以派车',
  declined: '已拒绝指派，订单退回代理',
  declineReasonRequired: '请填写拒绝原因',
  reasonTooLong: '原因不能超过200个字',
} as const;

const id = idField;

/** The appoint form and body: the order and the carrier company named. */
export const appointBody = z.object({
  orderId: id('订单不存在'),
  carrierCompanyId: id(AGENT_MESSAGES.carrierRequired),
});

/** The appointed carrier declines, with its reason. */
export const declineAppointBody = z.object({
  orderId: id('订单不存在'),
  reason: z
    .string({ required_error: AGENT_MESSAGES.declineReasonRequired })
    .trim()
    .min(1, AGENT_MESSAGES.declineReasonRequired)
    .max(200, AGENT_MESSAGES.reasonTooLong),
});

/** A carrier the agent may appoint: its partners / frequent carriers first, then certified carrier companies. */
export const appointOption = z.object({ companyId: z.number().int(), name: z.string(), frequent: z.boolean() });
export type AppointOption = z.infer<typeof appointOption>;
