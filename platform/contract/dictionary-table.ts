// Every dictionary by its type code: what the platform seeds into sys_dict_data and what code
// that only knows a type code at run time (imports, seeds, tests) looks up. Screens import the
// dictionaries they show by name from dictionaries.ts instead, so their pages load only those.
import {
  ABNORMAL_TYPE,
  BIG_ORDER_STATUS,
  COMPLAINT_STATUS,
  DISPATCH_STATUS,
  DISTRIBUTION_STATUS,
  INVOICE_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
} from './orders/dict';
import {
  ACCOUNT_STATUS,
  AUTH_STATUS,
  BANK_CODE,
  COMPANY_FILE_TYPE,
  COMPANY_SIZE,
  INDUSTRY,
  MESSAGE_STATUS,
  NEWS_TYPE,
  REVIEW_STATUS,
  SETTLEMENT_TYPE,
  SHIPPER_IDENTITY,
  USER_ROLE,
  WALLET_ACCOUNT_TYPE,
  WALLET_USER_TYPE,
} from './company/dictionaries';
import {
  BIDDING_STATUS,
  BID_METHOD,
  BID_STATUS,
  BID_TYPE,
  BUSINESS_TYPE,
  CARGO_CLASSIFICATION,
  CHARGE_MODE,
  CHARGE_NODE,
  GOODS_TYPE,
  GRAB_STATUS,
  PAY_TYPE,
  PUBLISH_SCOPE,
  QUANTITY_UNIT,
} from './market/dict';
import { BLACK_WORD, labelIn, valuesIn, type Dictionary, type DictItem } from './dictionaries';
import { DRIVING_LICENCE_CLASS, PLATE_COLOR, VEHICLE_LENGTH } from './capacity/dict';
import { VEHICLE_TYPE } from './capacity/dict-vehicle-type';

export const DICTIONARIES: Record<string, Dictionary> = {
  quantity_unit: QUANTITY_UNIT,
  bid_type: BID_TYPE,
  bid_method: BID_METHOD,
  bid_status: BID_STATUS,
  bidding_status: BIDDING_STATUS,
  grab_status: GRAB_STATUS,
  business_type: BUSINESS_TYPE,
  order_status: ORDER_STATUS,
  dispatch_status: DISPATCH_STATUS,
  distribution_status: DISTRIBUTION_STATUS,
  big_order_status: BIG_ORDER_STATUS,
  order_source: ORDER_SOURCE,
  pay_status: PAY_STATUS,
  pay_type: PAY_TYPE,
  charge_mode: CHARGE_MODE,
  charge_node: CHARGE_NODE,
  invoice_status: INVOICE_STATUS,
  news_type: NEWS_TYPE,
  abnormal_type: ABNORMAL_TYPE,
  complaint_status: COMPLAINT_STATUS,
  wallet_account_type: WALLET_ACCOUNT_TYPE,
  wallet_user_type: WALLET_USER_TYPE,
  account_status: ACCOUNT_STATUS,
  settlement_type: SETTLEMENT_TYPE,
  bank_code: BANK_CODE,
  company_file_type: COMPANY_FILE_TYPE,
  shipper_identity: SHIPPER_IDENTITY,
  user_role: USER_ROLE,
  auth_status: AUTH_STATUS,
  plate_color: PLATE_COLOR,
  vehicle_type: VEHICLE_TYPE,
  vehicle_length: VEHICLE_LENGTH,
  industry: INDUSTRY,
  company_size: COMPANY_SIZE,
  goods_type: GOODS_TYPE,
  cargo_classification: CARGO_CLASSIFICATION,
  driving_licence_class: DRIVING_LICENCE_CLASS,
  message_status: MESSAGE_STATUS,
  review_status: REVIEW_STATUS,
  publish_scope: PUBLISH_SCOPE,
  black_word: BLACK_WORD,
};

const EMPTY: Dictionary = { name: '', items: [] };
const byType = (type: string): Dictionary => (Object.hasOwn(DICTIONARIES, type) ? DICTIONARIES[type] : EMPTY);

/** Items of one dictionary in display order; [] when the type is unknown. */
export function dictItems(type: string): DictItem[] {
  return byType(type).items;
}

/** Chinese label of a code; '' when the type or the code is unknown. */
export function dictLabel(type: string, value: string | number | null | undefined): string {
  return labelIn(byType(type), value);
}

/** All codes of one dictionary in display order; [] when the type is unknown. */
export function dictValues(type: string): string[] {
  return valuesIn(byType(type));
}
