// Capacity endpoints, served from the route table platform/contract/capacity/api.ts. Each handler
// checks who may call it (access.ts) and hands the validated input to the service file of its kind.
import type { Context } from 'hono';
import { capacityApi as api } from '../../contract/capacity/api';
import type { CapacityReviewInput, ReviewKind } from '../../contract/capacity/review';
import type { PartnerRelation } from '../../contract/capacity/schemas';
import type { Db } from '../../db/client';
import { requireAuthOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { areaRouter, routeOf, type PlatformArea } from '../../http/routes';
import { requireOperator } from '../certification/service';
import { businessAuth, ownerOf, requireShipper, type Owner } from './access';
import { addToBlacklist, blacklistPage, removeFromBlacklist } from './blacklist';
import { dispatchDrivers, dispatchVehicles, offeredPage } from './dispatch';
import { deleteDriver, driverExportRows, driverPage, getDriver, saveDriver } from './drivers';
import { expirySummary, pendingReviewCounts } from './expiry';
import { deleteLine, getLine, linePage, saveLine } from './lines';
import {
  bindOwnerVehicles,
  deleteOrgUnit,
  deleteVehicleOwner,
  getVehicleOwner,
  orgUnitTree,
  saveOrgUnit,
  saveVehicleOwner,
  vehicleOwnerPage,
} from './organisation';
import { addFrequentCarrier, frequentCarrierPage, removeFrequentCarrier } from './partners';
import { reviewCapacity, reviewItem, reviewPage } from './review';
import { deleteVehicle, getVehicle, importVehicles, saveVehicle, vehicleExportRows, vehicleOptions, vehiclePage } from './vehicles';

/** The caller's capacity scope, for business accounts only. */
const ownerIn = (c: Context) => ownerOf(businessAuth(c));

const PARTNER_ADDED: Record<PartnerRelation, string> = { carrier: '已添加到常用承运商', agent: '已添加到合作经纪人' };

async function addPartner(db: Db, c: Context, relation: PartnerRelation, input: Parameters<typeof addFrequentCarrier>[3]) {
  return c.json(ok(await addFrequentCarrier(db, requireShipper(requireAuthOf(c)), relation, input), PARTNER_ADDED[relation]), 200);
}

async function removePartner(db: Db, c: Context, relation: PartnerRelation, id: number) {
  await removeFrequentCarrier(db, requireShipper(requireAuthOf(c)), relation, id);
  return c.json(ok(null, '已移除'), 200);
}

/**
 * Saves one of the caller's records (vehicle, driver, line, unit, owner): a new one when the body
 * names no id, and the answer says which happened.
 */
async function saveOwned<B extends { id?: number | null }, R>(
  db: Db,
  c: Context,
  body: B,
  save: (db: Db, owner: Owner, body: B) => Promise<R>,
  said: { modified: string; added: string },
) {
  return c.json(ok(await save(db, ownerIn(c), body), body.id ? said.modified : said.added), 200);
}

/** Deletes one of the caller's records by id. */
async function deleteOwned(db: Db, c: Context, id: number, remove: (db: Db, owner: Owner, id: number) => Promise<void>, said: string) {
  await remove(db, ownerIn(c), id);
  return c.json(ok(null, said), 200);
}

/** An operator's decision on a vehicle's or driver's papers. */
async function decide(db: Db, c: Context, kind: ReviewKind, input: CapacityReviewInput) {
  const auth = requireAuthOf(c);
  await requireOperator(db, auth);
  await reviewCapacity(db, kind, auth.user.id, input);
  return c.json(ok(null, input.approve ? '审核通过' : '已驳回'), 200);
}

export const capacityArea: PlatformArea = ({ db }) => {
  const area = areaRouter();

  // Vehicles
  area.openapi(routeOf(api.vehiclePage), async (c) => c.json(ok(await vehiclePage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.vehicleExport), async (c) => c.json(ok(await vehicleExportRows(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.vehicleOptions), async (c) => c.json(ok(await vehicleOptions(db, ownerIn(c))), 200));
  area.openapi(routeOf(api.vehicleImport), async (c) => {
    const { rows, fileName } = c.req.valid('json');
    const result = await importVehicles(db, ownerIn(c), rows, fileName);
    return c.json(ok(result, `成功导入${result.count}辆车`), 200);
  });
  area.openapi(routeOf(api.vehicleById), async (c) => c.json(ok(await getVehicle(db, ownerIn(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.vehicleSave), (c) => saveOwned(db, c, c.req.valid('json'), saveVehicle, { modified: '车辆信息已修改', added: '车辆已添加' }));
  area.openapi(routeOf(api.vehicleDelete), (c) => deleteOwned(db, c, c.req.valid('param').id, deleteVehicle, '车辆已删除'));
  area.openapi(routeOf(api.vehicleReview), (c) => decide(db, c, 'vehicle', c.req.valid('json')));

  // Drivers
  area.openapi(routeOf(api.driverPage), async (c) => c.json(ok(await driverPage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.driverExport), async (c) => c.json(ok(await driverExportRows(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.driverById), async (c) => c.json(ok(await getDriver(db, ownerIn(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.driverSave), (c) => saveOwned(db, c, c.req.valid('json'), saveDriver, { modified: '司机信息已修改', added: '司机已添加' }));
  area.openapi(routeOf(api.driverDelete), (c) => deleteOwned(db, c, c.req.valid('param').id, deleteDriver, '司机已删除'));
  area.openapi(routeOf(api.driverReview), (c) => decide(db, c, 'driver', c.req.valid('json')));

  // Blacklist
  area.openapi(routeOf(api.blacklistPage), async (c) => c.json(ok(await blacklistPage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.blacklistAdd), async (c) => c.json(ok(await addToBlacklist(db, businessAuth(c), c.req.valid('json')), '已加入黑名单'), 200));
  area.openapi(routeOf(api.blacklistRemove), (c) => deleteOwned(db, c, c.req.valid('param').id, removeFromBlacklist, '已移出黑名单'));

  // Lines
  area.openapi(routeOf(api.linePage), async (c) => c.json(ok(await linePage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.lineById), async (c) => c.json(ok(await getLine(db, ownerIn(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.lineSave), (c) => saveOwned(db, c, c.req.valid('json'), saveLine, { modified: '线路已修改', added: '线路已添加' }));
  area.openapi(routeOf(api.lineDelete), (c) => deleteOwned(db, c, c.req.valid('param').id, deleteLine, '线路已删除'));

  // Frequent carriers and partner agents (shippers only)
  area.openapi(routeOf(api.frequentCarrierPage), async (c) =>
    c.json(ok(await frequentCarrierPage(db, requireShipper(requireAuthOf(c)), 'carrier', c.req.valid('json'))), 200),
  );
  area.openapi(routeOf(api.frequentCarrierAdd), (c) => addPartner(db, c, 'carrier', c.req.valid('json')));
  area.openapi(routeOf(api.frequentCarrierRemove), (c) => removePartner(db, c, 'carrier', c.req.valid('param').id));
  area.openapi(routeOf(api.partnerPage), async (c) =>
    c.json(ok(await frequentCarrierPage(db, requireShipper(requireAuthOf(c)), 'agent', c.req.valid('json'))), 200),
  );
  area.openapi(routeOf(api.partnerAdd), (c) => addPartner(db, c, 'agent', c.req.valid('json')));
  area.openapi(routeOf(api.partnerRemove), (c) => removePartner(db, c, 'agent', c.req.valid('param').id));

  // Organisation units and vehicle owners (挂靠)
  area.openapi(routeOf(api.orgUnitTree), async (c) => c.json(ok(await orgUnitTree(db, ownerIn(c))), 200));
  area.openapi(routeOf(api.orgUnitSave), (c) => saveOwned(db, c, c.req.valid('json'), saveOrgUnit, { modified: '机构已修改', added: '机构已添加' }));
  area.openapi(routeOf(api.orgUnitDelete), (c) => deleteOwned(db, c, c.req.valid('param').id, deleteOrgUnit, '机构已删除'));
  area.openapi(routeOf(api.vehicleOwnerPage), async (c) => c.json(ok(await vehicleOwnerPage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.vehicleOwnerById), async (c) => c.json(ok(await getVehicleOwner(db, ownerIn(c), c.req.valid('param').id)), 200));
  area.openapi(routeOf(api.vehicleOwnerSave), (c) =>
    saveOwned(db, c, c.req.valid('json'), saveVehicleOwner, { modified: '车主信息已修改', added: '车主已添加' }),
  );
  area.openapi(routeOf(api.vehicleOwnerDelete), (c) => deleteOwned(db, c, c.req.valid('param').id, deleteVehicleOwner, '车主已删除'));
  area.openapi(routeOf(api.vehicleOwnerBind), async (c) => {
    const result = await bindOwnerVehicles(db, ownerIn(c), c.req.valid('json'));
    return c.json(ok(result, `已绑定${result.count}辆车`), 200);
  });

  // Operations
  area.openapi(routeOf(api.reviewPage), async (c) => {
    await requireOperator(db, requireAuthOf(c));
    return c.json(ok(await reviewPage(db, c.req.valid('json'))), 200);
  });
  area.openapi(routeOf(api.reviewItem), async (c) => {
    await requireOperator(db, requireAuthOf(c));
    const { kind, id } = c.req.valid('param');
    return c.json(ok(await reviewItem(db, kind, id)), 200);
  });
  area.openapi(routeOf(api.workbench), async (c) => {
    const auth = requireAuthOf(c);
    if (auth.role === 'operator') return c.json(ok({ expiry: null, pendingReview: await pendingReviewCounts(db) }), 200);
    if (auth.role === 'driver') return c.json(ok({ expiry: null, pendingReview: null }), 200);
    return c.json(ok({ expiry: await expirySummary(db, ownerOf(auth)), pendingReview: null }), 200);
  });
  area.openapi(routeOf(api.offeredPage), async (c) => c.json(ok(await offeredPage(db, ownerIn(c), c.req.valid('json'))), 200));
  area.openapi(routeOf(api.dispatchPage), async (c) => {
    const owner = ownerIn(c);
    const q = c.req.valid('json');
    return c.json(ok(q.tab === 'driver' ? await dispatchDrivers(db, owner, q) : await dispatchVehicles(db, owner, q)), 200);
  });
  return area;
};
