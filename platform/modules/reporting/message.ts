// The Logink messages of a waybill report: a small escaping XML serializer (element names are
// ours and fixed; every text value is escaped, so user text can never break the document) and
// the LOGINK_CN_FREIGHTBROKER_WAYBILL V2020 电子运单 built from the waybill's facts, in the field
// order of the public client code (Shaun911006/wlhywebservice src/WccyOrder.php, MsgBase.php).
import { formatDateTime } from '../../contract/format';
import type { ReportFacts } from '../../contract/reporting/schemas';

export const WAYBILL_ACTION_TYPE = 'LOGINK_CN_FREIGHTBROKER_WAYBILL';
export const DOCUMENT_VERSION = 'V2020';
/** BusinessTypeCode of the waybill: 1002996 干线普货运输 (the public clients' value). */
export const BUSINESS_TYPE_CODE = '1002996';
/** CargoTypeClassificationCode when the goods type has none: 1700 其他. */
const OTHER_CARGO_CODE = '1700';

/** An element's content: text, a child map (in insertion order), or repeated children. */
export type XmlValue = string | number | XmlMap | XmlMap[];
export type XmlMap = { [name: string]: XmlValue };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text content: the five XML specials escaped, characters XML 1.0 forbids (control codes) dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters: dropping them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

/** Serializes a map of elements; an array value repeats its element once per item. */
export function toXml(map: XmlMap): string {
  let out = '';
  for (const [name, value] of Object.entries(map)) {
    if (!/^[A-Za-z_][\w.-]*$/.test(name)) throw new Error(`bad element name ${name}`);
    if (Array.isArray(value)) for (const item of value) out += `<${name}>${toXml(item)}</${name}>`;
    else if (typeof value === 'object') out += `<${name}>${toXml(value)}</${name}>`;
    else out += `<${name}>${escapeXml(String(value))}</${name}>`;
  }
  return out;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** YYYYMMDDhhmmss in China time, or '' when unknown. */
export const loginkTime = (iso: string | Date | null) => (iso ? formatDateTime(iso, 'YYYYMMDDHHmmss') : '');
/** Kilograms as tonnes with three decimals (integer arithmetic: no float rounding). */
export const tonnes3 = (kg: number) => `${Math.floor(kg / 1000)}.${String(kg % 1000).padStart(3, '0')}`;
/** Fen as yuan; Logink amounts carry three decimals. */
export const yuan3 = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}0`;
/** 国家行政区划代码: six digits (a city code padded with 00). */
export const regionCode6 = (code: string | null) => (code ? code.padEnd(6, '0').slice(0, 6) : '');

export type MessageHeader = { messageRef: string; senderCode: string; recipientCode: string; sentAt: Date };

/** The 电子运单 of a waybill: Root > Header + Body. */
export function waybillMessage(f: ReportFacts, h: MessageHeader): string {
  const root: XmlMap = {
    Header: {
      MessageReferenceNumber: h.messageRef,
      DocumentName: '普通运输运单',
      DocumentVersionNumber: DOCUMENT_VERSION,
      SenderCode: h.senderCode,
      RecipientCode: h.recipientCode,
      MessageSendingDateTime: loginkTime(h.sentAt),
    },
    Body: {
      OriginalDocumentNumber: f.orderNo,
      ShippingNoteNumber: f.waybillNo,
      VehicleAmount: 1,
      SerialNumber: '0000',
      TransportTypeCode: 1,
      Carrier: f.platform?.name ?? '',
      UnifiedSocialCreditIdentifier: f.platform?.creditCode ?? '',
      PermitNumber: f.platform?.permitNo ?? '',
      ConsignmentDateTime: loginkTime(f.createdAt),
      BusinessTypeCode: BUSINESS_TYPE_CODE,
      DespatchActualDateTime: loginkTime(f.loadedAt),
      GoodsReceiptDateTime: loginkTime(f.unloadedAt ?? f.signedAt),
      ConsignorInfo: {
        Consignor: f.consignor.name,
        ConsignorID: f.consignor.id ?? '',
        PlaceOfLoading: f.consignor.place,
        CountrySubdivisionCode: regionCode6(f.consignor.regionCode),
      },
      ConsigneeInfo: {
        Consignee: f.consignee.name,
        GoodsReceiptPlace: f.consignee.place,
        CountrySubdivisionCode: regionCode6(f.consignee.regionCode),
      },
      TotalMonetaryAmount: yuan3(f.freightFen ?? 0),
      VehicleInfo: {
        VehicleNumber: f.vehicle.plateNo,
        VehiclePlateColorCode: f.vehicle.plateColor,
        Driver: [{ DriverName: f.driver.name, DrivingLicense: f.driver.licenceNo }],
        GoodsInfo: [
          {
            DescriptionOfGoods: f.goodsName,
            CargoTypeClassificationCode: f.cargoCode ?? OTHER_CARGO_CODE,
            GoodsItemGrossWeight: tonnes3(f.loadWeightKg ?? 0),
          },
        ],
      },
      ActualCarrierInfo: {
        ActualCarrierName: f.actualCarrier?.name ?? '',
        ActualCarrierBusinessLicense: f.actualCarrier?.permitNo ?? '',
        ActualCarrierID: f.actualCarrier?.creditCode ?? '',
      },
      InsuranceInformation: { PolicyNumber: 'none', InsuranceCompanyCode: 'none' },
    },
  };
  return `${XML_DECLARATION}<Root>${toXml(root)}</Root>`;
}
