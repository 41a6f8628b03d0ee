// Read-only look-ups of the system parameters (sys_control_params): the customer phone and the
// header and footer facts of the public site.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysControlParams } from '../../db/schema';

export const CUSTOMER_PHONE_KEY = 'customer_phone';

export async function controlParam(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(sysControlParams).where(eq(sysControlParams.key, key)).limit(1);
  return row?.value ?? null;
}

const SITE_KEYS = ['customer_phone', 'copyright', 'icp_no', 'police_no', 'telecom_licence'] as const;

/** Header and footer facts, one query. */
export async function siteInfoOf(db: Db) {
  const rows = await db
    .select({ key: sysControlParams.key, value: sysControlParams.value })
    .from(sysControlParams)
    .where(inArray(sysControlParams.key, [...SITE_KEYS]));
  const value = (key: (typeof SITE_KEYS)[number]) => rows.find((r) => r.key === key)?.value ?? '';
  return {
    customerPhone: value('customer_phone'),
    copyright: value('copyright'),
    icpNo: value('icp_no'),
    policeNo: value('police_no'),
    telecomLicence: value('telecom_licence'),
  };
}

/** Throws when the database does not answer (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
