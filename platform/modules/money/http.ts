// Money endpoints, served from the route table platform/contract/money/api.ts: settlement bills.
// Every handler acts for the signed-in caller; bills.ts decides what the caller may see and do,
// online-pay.ts how a bill is paid from the wallet (through the custody bank of BANK_*).
import { moneyApi as api } from '../../contract/money/api';
import { BILL_MESSAGES } from '../../contract/money/bills';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { WALLET_MESSAGES } from '../../contract/money/wallet';
import { lossKg } from '../../contract/orders/schemas';
import { readWorkbenchSettings } from '../workspace/service';
import { startListExport } from '../orders/list-export';
import { agingExport, agingPage } from './aging';
import { billDetail, billExport, billPage } from './bill-views';
import { cancelBill, confirmBill, createBill, disputeBill, heldBackWaybills, recordOfflinePayment, settleableWaybills, type Bill } from './bills';
import { payBillOnline } from './online-pay';
import { BILL_EXPORT } from './export-job';
import { bankFromEnv } from './wallet-http';

const billRef = (bill: Bill) => ({ id: bill.id, billNo: bill.billNo, status: bill.status });

const PAID_MESSAGES = {
  PAID: WALLET_MESSAGES.paidOnline,
  RETURNED: WALLET_MESSAGES.payReturned,
  PENDING: WALLET_MESSAGES.payPending,
  FROZEN: WALLET_MESSAGES.payPending,
};

export const moneyArea: PlatformArea = ({ db, env, jobs }) => {
  const area = areaRouter();
  const bank = bankFromEnv(env);

  area.openapi(routeOf(api.settleable), async (c) => {
    const auth = requireAuthOf(c);
    const rows = await settleableWaybills(db, auth);
    // the hint of a deduction: the loss on the way beside what the payer's 合理损耗 allows
    const { lossAllowancePermille } = await readWorkbenchSettings(db, auth.user.id);
    const out = rows.map((r) => ({
      id: r.id,
      waybillNo: r.waybillNo,
      orderNo: r.orderNo,
      goodsName: r.goodsName,
      freightFen: r.freightFen ?? 0,
      payeeName: r.payeeName,
      signedAt: r.signedAt ? r.signedAt.toISOString() : null,
      lossKg: lossKg(r.loadWeightKg, r.unloadWeightKg),
      lossAllowanceKg: r.loadWeightKg === null ? null : Math.floor((r.loadWeightKg * lossAllowancePermille) / 1000),
    }));
    return c.json(ok(out), 200);
  });
  area.openapi(routeOf(api.heldBack), async (c) => c.json(ok(await heldBackWaybills(db, requireAuthOf(c))), 200));
  area.openapi(routeOf(api.billPage), async (c) => c.json(ok(await billPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.aging), async (c) => c.json(ok(await agingPage(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.agingExport), async (c) => c.json(ok(await agingExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.billExport), async (c) => c.json(ok(await billExport(db, requireAuthOf(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.billExportStart), async (c) =>
    c.json(ok(await startListExport(db, jobs, requireAuthOf(c), BILL_EXPORT, c.req.valid('json'), env.EXPORT_BACKGROUND_ROWS)), 200),
  );
  area.openapi(routeOf(api.billDetail), async (c) => c.json(ok(await billDetail(db, requireAuthOf(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.createBill), async (c) =>
    c.json(ok(billRef(await createBill(db, requireAuthOf(c), c.req.valid('json'))), BILL_MESSAGES.created), 200),
  );
  area.openapi(routeOf(api.confirmBill), async (c) =>
    c.json(ok(billRef(await confirmBill(db, requireAuthOf(c), c.req.valid('json').billId)), BILL_MESSAGES.confirmed), 200),
  );
  area.openapi(routeOf(api.disputeBill), async (c) => {
    const input = c.req.valid('json');
    return c.json(ok(billRef(await disputeBill(db, requireAuthOf(c), input.billId, input.reason)), BILL_MESSAGES.disputed), 200);
  });
  area.openapi(routeOf(api.cancelBill), async (c) =>
    c.json(ok(billRef(await cancelBill(db, requireAuthOf(c), c.req.valid('json').billId)), BILL_MESSAGES.cancelled), 200),
  );
  area.openapi(routeOf(api.offlinePay), async (c) =>
    c.json(ok(billRef((await recordOfflinePayment(db, requireAuthOf(c), c.req.valid('json'))).bill), BILL_MESSAGES.paid), 200),
  );
  area.openapi(routeOf(api.payOnline), async (c) => {
    const paid = await payBillOnline(db, bank, requireAuthOf(c), c.req.valid('json'));
    return c.json(ok(paid, PAID_MESSAGES[paid.status]), 200);
  });
  return area;
};
