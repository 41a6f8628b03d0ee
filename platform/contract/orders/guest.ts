// Orders on behalf of a customer (代客下单, order source 4): a carrier or agent enters an order for
// an offline customer. The order is the entering party's own (carrier = shipper = the entering
// user and company, ACCEPT at once); the customer is named on the guest_orders row beside it.
// Editable while nothing has been dispatched (ACCEPT / WAITSCHEDULE).
import { z } from 'zod';
import { wholeNumberField } from '../whole-numbers';
import { optionalIdField } from '../ids';
import { pageFields } from '../page';
import { GOODS_TYPE } from '../market/dict';
import { valuesIn } from '../dictionaries';
import { VALUE_RULES, requiredValue } from '../validators';
import { cityCode, requiredText } from './fields';
import { GUEST_STATUSES } from './dict';
import { GUEST_MESSAGES } from './labels';
import { orderRow } from './rows';

export { GUEST_MESSAGES } from './labels';

/** The form (the screen and the platform parse the same: tonnes and yuan as typed). */
export const guestOrderInput = z.object({
  id: optionalIdField(GUEST_MESSAGES.notFound),
  customerName: requiredText(50, GUEST_MESSAGES.customerRequired, GUEST_MESSAGES.customerLong),
  contactName: requiredText(20, GUEST_MESSAGES.contactRequired, GUEST_MESSAGES.contactLong),
  contactPhone: requiredValue(VALUE_RULES.contactPhone, GUEST_MESSAGES.phoneRequired, GUEST_MESSAGES.phone),
  goodsName: requiredText(30, GUEST_MESSAGES.goodsRequired, GUEST_MESSAGES.goodsLong),
  goodsType: z.string({ required_error: GUEST_MESSAGES.goodsType }).refine((v) => valuesIn(GOODS_TYPE).includes(v), GUEST_MESSAGES.goodsType),
  weightT: z
    .string({ required_error: GUEST_MESSAGES.weightRequired })
    .trim()
    .min(1, GUEST_MESSAGES.weightRequired)
    .regex(/^\d{1,5}(\.\d{1,3})?$/, GUEST_MESSAGES.weightInvalid)
    .refine((v) => Number(v) > 0, GUEST_MESSAGES.weightInvalid),
  vehicleCount: wholeNumberField(999, GUEST_MESSAGES.vehicleCount),
  unitPrice: z
    .string({ required_error: GUEST_MESSAGES.priceRequired })
    .trim()
    .min(1, GUEST_MESSAGES.priceRequired)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, GUEST_MESSAGES.priceInvalid)
    .refine((v) => Number(v) > 0, GUEST_MESSAGES.priceInvalid),
  chargeNode: z.enum(['load', 'unload'], { errorMap: () => ({ message: GUEST_MESSAGES.chargeNode }) }),
  originCity: cityCode(GUEST_MESSAGES.originRequired),
  originAddress: requiredText(100, GUEST_MESSAGES.addressRequired, GUEST_MESSAGES.addressLong),
  destCity: cityCode(GUEST_MESSAGES.destRequired),
  destAddress: requiredText(100, GUEST_MESSAGES.addressRequired, GUEST_MESSAGES.addressLong),
  remark: z.string().trim().max(200, GUEST_MESSAGES.remarkLong).optional(),
});
export type GuestOrderInput = z.output<typeof guestOrderInput>;

export const guestOrderQuery = z.object({
  customerName: z.string().trim().max(50).optional(),
  orderNo: z.string().trim().max(30).optional(),
  status: z.enum(GUEST_STATUSES).optional(),
  ...pageFields(20, 50),
});
export type GuestOrderQuery = z.output<typeof guestOrderQuery>;

/** States in which a guest order may still be edited (and only while nothing is dispatched). */
export const GUEST_EDITABLE = ['ACCEPT', 'WAITSCHEDULE'] as const;

/** The offline customer a guest order is entered for, as its rows and its edit values name them. */
const guestCustomerShape = { customerName: z.string(), contactName: z.string(), contactPhone: z.string() };

export const guestOrderRow = z.object({
  ...orderRow.pick({ id: true, orderNo: true, status: true }).shape,
  ...guestCustomerShape,
  goodsName: z.string(),
  route: z.string(),
  ...orderRow.pick({ weightKg: true, vehicleCount: true, unitPriceFen: true, totalFen: true, dispatchedKg: true }).shape,
  editable: z.boolean(),
  createdAt: z.string(),
});
export type GuestOrderRow = z.infer<typeof guestOrderRow>;

/** The form's values of a saved guest order (for editing): the form's fields as typed, by name. */
export const guestOrderEdit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  editable: z.boolean(),
  ...guestCustomerShape,
  goodsName: z.string(),
  goodsType: z.string(),
  weightT: z.string(),
  vehicleCount: z.string(),
  unitPrice: z.string(),
  chargeNode: z.enum(['load', 'unload']),
  originCity: z.string(),
  originAddress: z.string(),
  destCity: z.string(),
  destAddress: z.string(),
  remark: z.string().optional(),
});
export type GuestOrderEdit = z.infer<typeof guestOrderEdit>;
