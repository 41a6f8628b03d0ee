// Demo data of the detail screens the demo had no record for (issue 43's phone crawl), once,
// marked by seed_runs step 'detail-records-v1': the steel shipper's 高速线材 entrusted to the
// platform (/user/entrustDetail), a bid of the steel shipper whose quotes are opened and wait for
// the award (/user/goodsBid/:id, with its quote table), and an enabled DIY report operations defined
// (/report/run/:reportId), and — when the platform hands the seed its file store — the unloading
// pound slip of 顺达's signed waybill on 津C8R315 (/preview/imagePreview from its 查看磅单 link). The
// records go through the modules' own functions, so the rows and their history are what the
// platform writes; the slip is saved as a file like any upload and set on the waybill and its
// unload move as the trip seeds (trips.ts) write them. The bid is a cargo of its own (镀锌带钢): the e2e specs quote on
// 镀锌板卷, the steel shipper's bid still open for quotes.
import { and, eq, gt } from 'drizzle-orm';
import type { CargoInput } from '../../contract/market/cargo';
import type { Db } from '../../db/client';
import { cargoSources, vehicles, waybillHistory, waybills } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { encodePng } from '../../modules/files/png';
import { saveFile } from '../../modules/files/service';
import { entrustCargo } from '../../modules/market/entrust';
import { openBid, submitQuote } from '../../modules/market/bids';
import { saveCargo } from '../../modules/market/publish';
import { moveDiy, saveDiy } from '../../modules/reports/diy';
import { DEMO_ACCOUNTS } from '../accounts';
import { DAY } from '../factories';
import { demoUser, noteDone, runOnce, type SeedOptions } from '../steps';
import { REPORTING_PLATE_EXPIRED } from './reporting';
import { cargoInput, shipperAuth } from './trips';

export const DETAIL_RECORDS_STEP = 'detail-records-v1';

/** The seeded bid's goods, entrusted goods and DIY report (the phone crawl and the specs find them by these). */
export const DETAIL_RECORDS = {
  bidGoods: '镀锌带钢',
  entrustedGoods: '高速线材',
  entrustRemark: '请平台三天内匹配有危化以外资质的平板车',
  diyReport: '派车单装卸重量',
} as const;

/**
 * A scanned pound slip as a PNG (240×320, greyscale): a white ticket with a frame, a title band and
 * printed rows, drawn here because the seed has no image files of its own.
 */
export function poundSlipPng(): Uint8Array {
  const [width, height] = [240, 320];
  const ink = (x: number, y: number) =>
    x < 6 ||
    x >= width - 6 ||
    y < 6 ||
    y >= height - 6 || // the frame
    (y >= 20 && y < 44 && x >= 40 && x < width - 40) || // the title band
    (y >= 64 && y % 24 < 3 && x >= 20 && x < width - 20) || // the printed rows' rules
    (y >= 64 && y % 24 >= 9 && y % 24 < 15 && x >= 24 && x < 24 + ((y * 37) % 150)); // the figures on each row
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = ink(x, y) ? 40 : 245;
  return new Uint8Array(encodePng(width, height, 'grey', raw));
}

/** China's local time (UTC+8) `days` from now, as the cargo form sends it (YYYY-MM-DDTHH:mm). */
const chinaLocalIn = (days: number) => new Date(Date.now() + days * DAY + 8 * 3_600_000).toISOString().slice(0, 16);

export async function seedDetailRecords(db: Db, opts: SeedOptions): Promise<void> {
  const [shipper, carrier, operator] = [
    await demoUser(db, DEMO_ACCOUNTS.enterpriseShipper),
    await demoUser(db, DEMO_ACCOUNTS.carrier),
    await demoUser(db, DEMO_ACCOUNTS.operator),
  ];
  if (!shipper?.companyId || !carrier || !operator) return; // no demo data: nothing to add to
  const done = await runOnce(db, DETAIL_RECORDS_STEP, async (tx) => {
    // The modules open their own transactions: inside this one they are savepoints, so the step stays all or nothing.
    const inStep = tx as unknown as Db;
    const asShipper = shipperAuth(shipper);
    const asCarrier: Auth = { user: carrier, role: 'carrier', tokenHash: '' };
    const asOperator: Auth = { user: operator, role: 'operator', tokenHash: '' };

    const [wire] = await tx
      .select({ id: cargoSources.id })
      .from(cargoSources)
      .where(
        and(
          eq(cargoSources.shipperCompanyId, shipper.companyId!),
          eq(cargoSources.goodsName, DETAIL_RECORDS.entrustedGoods),
          eq(cargoSources.status, 'published'),
          gt(cargoSources.vehiclesRemaining, 0),
        ),
      )
      .limit(1);
    const entrust = wire ? await entrustCargo(inStep, asShipper, { cargoId: wire.id, remark: DETAIL_RECORDS.entrustRemark }) : null;

    const bidInput: CargoInput = {
      ...cargoInput({ goodsName: DETAIL_RECORDS.bidGoods, weightT: 96, vehicles: 3, price: '90.00', remark: '竞价承运，价低者得' }),
      businessType: '3',
      bidMethod: 'public',
      deadline: chinaLocalIn(3),
    };
    const bid = await saveCargo(inStep, asShipper, bidInput);
    await submitQuote(inStep, asCarrier, { cargoId: bid.id, unitPriceFen: 8_600, vehicleCount: 3, remark: '三车同日装货' });
    await openBid(inStep, asShipper, bid.id, true);

    const report = await saveDiy(inStep, asOperator, {
      name: DETAIL_RECORDS.diyReport,
      remark: '各派车单的计划、装货、卸货重量与损耗',
      displayFields: ['waybillNo', 'goodsName', 'plateNo', 'plannedWeight', 'loadWeight', 'unloadWeight', 'lossWeight', 'signedAt'],
      queryFields: ['waybillNo', 'goodsName', 'createdDay'],
    });
    await moveDiy(inStep, asOperator, report.id, 'enable');

    let slipWaybillId: number | null = null;
    if (opts.storage) {
      const [signed] = await tx
        .select({ id: waybills.id })
        .from(waybills)
        .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
        .where(and(eq(vehicles.plateNo, REPORTING_PLATE_EXPIRED), eq(waybills.status, 'SIGN')))
        .limit(1);
      if (signed) {
        const slip = await saveFile(tx, opts.storage, {
          bytes: poundSlipPng(),
          name: '卸货磅单.png',
          mime: 'image/png',
          purpose: 'pound_slip',
          ownerUserId: carrier.id,
          companyId: carrier.companyId,
        });
        await tx.update(waybills).set({ unloadSlipUuid: slip.uuid }).where(eq(waybills.id, signed.id));
        await tx
          .update(waybillHistory)
          .set({ fileUuid: slip.uuid })
          .where(and(eq(waybillHistory.waybillId, signed.id), eq(waybillHistory.toStatus, 'UNLOAD')));
        slipWaybillId = signed.id;
      }
    }

    await noteDone(tx, DETAIL_RECORDS_STEP, { entrustId: entrust?.id ?? null, bidCargoId: bid.id, diyReportId: report.id, slipWaybillId });
    return true;
  });
  if (done) opts.log.info({ step: DETAIL_RECORDS_STEP }, 'seed: detail-screen records (entrust, opened bid, DIY report)');
}
