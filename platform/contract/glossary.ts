// The product's glossary (issue 42): one word for one thing on every screen, whoever looks. The
// labels of each area (orders/labels.ts, money/labels.ts, capacity/labels.ts …) and the
// dictionaries (dictionaries.ts and the area dict.ts files) use these words; a new screen takes its
// words from here. Each term says why it was chosen, so the next screen does not reopen the question.
//
// 派车单, not 运单, for the record of one truck on one trip (number PC…, dispatch status CREATED …
//   SIGN). The spec names that record's screens 我的派车单, 派车单审核, 新增派车单 and its status
//   the send-car (派车) status; 运单 was the same record under another name on other screens.
//   The public 派车单查询 (/viewOrderSimple) takes a 派车单号 (PC…) and says so. 运单 stays in the
//   spec's screen titles (数字物流运单, 运单管理, 运单推送, 运单补录, 运单跟踪), in 电子运单 (the
//   regulator's report of a 派车单) and in search keywords; text written from now on says 派车单.
// 应付 / 应收 by the viewer's side of the money: what the viewer will pay is 应付, what the viewer
//   will receive is 应收 — a carrier's bill says 应收 where the shipper's says 应付, for the same
//   amount. A shipper has nothing receivable: its finance menu offers 应付账款, never 应收账款.
// Whose turn: a status says who must act where one word would hide it (orderStatusLabel in
//   orders/labels.ts: a grab waiting for the shipper is 待货主确认, not 待接单).
// 货源编号: HY + the China day + a six-digit sequence (market/cargo-number.ts); earlier numbers
//   of four or seven digits stay as stored.
// 结算方式: the publish form starts at 完成后支付 — 网络货运运费不得以现金支付 (the payment form
//   refuses cash), so a default of 现金结算 promised what payment cannot do.
// 车辆类型: GA 802-2014 codes; a freight vehicle is never 无轨电车, 摩托车 or 拖拉机
//   (capacity/dict-vehicle-type.ts FREIGHT_VEHICLE_TYPE; the codes stay readable).
// Money is shown in 元 with two decimals (formatFen), never in 分; places by their names
//   (regions.ts), never by region codes; dictionary values by their labels, never by their keys.

/** Which side of a bill's money the viewer is on. */
export type MoneySide = 'pay' | 'receive';

/** The amount due, said from the viewer's side: 应付 for the payer, 应收 for the payee. */
export const DUE_BY_SIDE: Record<MoneySide, string> = { pay: '应付', receive: '应收' };
