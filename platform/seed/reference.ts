// Reference data, written on every start: the dictionaries (upserted from the contract's table),
// the control parameters and the platform's pages (inserted when missing, so the operations
// team's edits survive).
import { sql } from 'drizzle-orm';
import { BLACK_WORDS } from '../contract/dictionaries';
import { DICTIONARIES } from '../contract/dictionary-table';
import type { Db } from '../db/client';
import { platformInfo, sysControlParams, sysDictData } from '../db/schema';
import { chunks } from './factories';
import { PLATFORM_PAGES } from './platform-pages';
import type { SeedLog } from './steps';

const CONTROL_PARAMS: { key: string; value: string; remark: string }[] = [
  { key: 'customer_phone', value: '400-800-5656', remark: '客服电话' },
  { key: 'icp_no', value: '冀ICP备2023012345号-1', remark: 'ICP备案号' },
  { key: 'police_no', value: '冀公网安备13020302000123号', remark: '公安备案号' },
  { key: 'telecom_licence', value: '增值电信业务经营许可证：冀B2-20230123', remark: '增值电信业务经营许可证' },
  { key: 'copyright', value: '© 2026 唐山运宝网络科技有限公司 版权所有', remark: '页脚版权信息' },
];

export async function seedReference(db: Db, log: SeedLog): Promise<void> {
  const dictRows = await seedDictionaries(db);
  log.info({ rows: dictRows }, 'seed: dictionaries upserted');
  await seedControlParams(db);
  await seedPlatformPages(db);
  log.info({ params: CONTROL_PARAMS.length, pages: PLATFORM_PAGES.length }, 'seed: control params and platform pages ensured');
}

async function seedDictionaries(db: Db): Promise<number> {
  const rows: (typeof sysDictData.$inferInsert)[] = [];
  for (const [type, dict] of Object.entries(DICTIONARIES)) {
    for (const item of dict.items) {
      rows.push({
        dictType: type,
        dictName: dict.name,
        value: item.value,
        label: item.label,
        sort: item.sort,
        cssClass: item.cssClass ?? null,
        remark: item.remark ?? null,
      });
    }
  }
  if (!DICTIONARIES.black_word) {
    BLACK_WORDS.forEach((word, i) =>
      rows.push({ dictType: 'black_word', dictName: '违禁词', value: word, label: word, sort: i + 1, cssClass: null, remark: null }),
    );
  }
  for (const batch of chunks(rows, 500)) {
    await db
      .insert(sysDictData)
      .values(batch)
      .onConflictDoUpdate({
        target: [sysDictData.dictType, sysDictData.value],
        set: {
          dictName: sql`excluded.dict_name`,
          label: sql`excluded.label`,
          sort: sql`excluded.sort`,
          cssClass: sql`excluded.css_class`,
          remark: sql`excluded.remark`,
        },
      });
  }
  return rows.length;
}

async function seedControlParams(db: Db): Promise<void> {
  // Insert when missing only: the operations team may have changed the values.
  await db.insert(sysControlParams).values(CONTROL_PARAMS).onConflictDoNothing();
}

async function seedPlatformPages(db: Db): Promise<void> {
  await db
    .insert(platformInfo)
    .values(PLATFORM_PAGES.map((p, i) => ({ key: p.key, title: p.title, contentHtml: p.html, sort: i + 1 })))
    .onConflictDoNothing();
}
