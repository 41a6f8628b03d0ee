// What the reporting tests share: a test platform whose reporting channel is a local stand-in of
// the Logink endpoints (tests/support/logink-stand-in.ts), signed-in callers, their calls, and the
// reporting demo's signed waybills.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startLoginkStandIn, type LoginkStandIn } from '../../../tests/support/logink-stand-in';
import { API_BASE } from '../../app';
import { vehicles, waybillHistory, waybills } from '../../db/schema';
import { REPORTING_PLATE_OK } from '../../seed/areas/reporting';
import { nextIp, openTestPlatform, type Envelope, type TestPlatform } from '../auth/testing';

export let t: TestPlatform;
export let standIn: LoginkStandIn;
/** The app configured with the stand-in channel (`t.app` has no channel). */
export let app: ReturnType<TestPlatform['makeApp']>;
export const tokens: Record<string, string> = {};

/**
 * Opens the platform and the stand-in for the calling test file, the channel answering within
 * `timeoutMs`, and signs `mobiles` in; closes both after the file's tests.
 */
export function withReportingPlatform(mobiles: string[], timeoutMs: string) {
  beforeAll(async () => {
    [t, standIn] = await Promise.all([openTestPlatform(), startLoginkStandIn()]);
    app = t.makeApp({
      LOGINK_AUTH_URL: `${standIn.url}/authapi/rest/auth/apply`,
      LOGINK_SEND_URL: `${standIn.url}/send`,
      LOGINK_USER: 'yunbao-test',
      LOGINK_PASSWORD: 'secret',
      LOGINK_SENDER_CODE: 'SENDER01',
      LOGINK_RECIPIENT_CODE: 'RECV01',
      LOGINK_TIMEOUT_MS: timeoutMs,
    });
    for (const mobile of mobiles) tokens[mobile] = await t.sessionFor(mobile);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), standIn?.close()]);
  });
}

/** A call to the app configured with the stand-in channel (or `on`, e.g. the unconfigured t.app). */
export async function call(mobile: string, path: string, json?: unknown, on = app): Promise<Envelope> {
  const headers = new Headers({ authorization: `Bearer ${tokens[mobile]}` });
  if (json !== undefined) headers.set('content-type', 'application/json');
  const res = await on.request(
    `${API_BASE}${path}`,
    { method: json === undefined ? 'GET' : 'POST', headers, body: json === undefined ? undefined : JSON.stringify(json) },
    { clientIp: nextIp() },
  );
  return (await res.json()) as Envelope;
}

/** The signed waybill of the reporting demo's control order driven by the vehicle with `plate`. */
export async function waybillOf(plate: string) {
  const [row] = await t.db
    .select({ w: waybills })
    .from(waybills)
    .innerJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .where(eq(vehicles.plateNo, plate))
    .limit(1);
  return row.w;
}

let copies = 0;
/**
 * Another signed waybill of the complete crew on the same control order, a fresh one per call (a
 * test reports it as it likes): the original's number with `tag` and a count, its history signed.
 */
export async function freshWaybill(tag: string) {
  const base = await waybillOf(REPORTING_PLATE_OK);
  copies += 1;
  const { id: _id, ...rest } = base;
  const [row] = await t.db
    .insert(waybills)
    .values({ ...rest, waybillNo: `${base.waybillNo}${tag}${copies}` })
    .returning();
  await t.db.insert(waybillHistory).values({ waybillId: row.id, fromStatus: 'UNLOAD', toStatus: 'SIGN', action: 'sign', actorUserId: null });
  return row;
}
