// The migrations that rewrite rows, run on a database that already holds them (issue 41): a
// database migrated up to 0010 is filled with the rows an older release could have written — the
// same card's binding started many times at once (0011 keeps one), bank codes a restarted demo bank
// issued twice (0012 leaves them with the wallet that had them first), users with the old lock
// columns set (0018 drops them) — then the rest of the migrations run, and every row is still there
// as the migration intends. Texts with images written before 0042 get their image links (content_images).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

type Journal = { entries: { idx: number; tag: string }[] };

let client: PGlite;
let upTo0010: string;

const rows = async <T = Record<string, unknown>>(query: string) => (await client.query<T>(query)).rows;

/** The migrations folder cut after `last`: what an older release shipped. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const end = journal.entries.findIndex((e) => e.tag.startsWith(last));
  expect(end, `migration ${last} in the journal`).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  upTo0010 = migrationsUpTo('0010_');
  client = new PGlite();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: upTo0010 });
  // What an older release could have left: two companies, their users (one locked by the old columns), five wallets
  // whose bank codes a restarted stand-in issued twice, and cards whose binding was started several times at once.
  await client.exec(`
    insert into companies (id, name, credit_code, kind, province_code, city_code, address, contact_name, contact_phone) values
      (1, '甲物流', '91120000MA00000001', 'carrier', '12', '1201', '天津', '甲', '13800000101'),
      (2, '乙钢铁', '91130000MA00000002', 'shipper', '13', '1302', '唐山', '乙', '13800000102');
    insert into users (id, mobile, real_name, company_id, failed_logins, locked_until) values
      (1, '13800000101', '甲', 1, 4, now() + interval '10 minutes'),
      (2, '13800000102', '乙', 2, 0, null),
      (3, '13800000103', '丙', null, 2, null);
    insert into wallets (id, user_type, company_id, user_id, holder_name, sub_account_no, member_code) values
      (1, 1, 1, 1, '甲物流', 'SUB-0001', 'M-0001'),
      (2, 1, 2, 2, '乙钢铁', 'SUB-0002', 'M-0001'),
      (3, 2, null, 3, '丙', 'SUB-0001', 'M-0003'),
      (4, 2, null, 1, '甲', 'SUB-0004', 'M-0004'),
      (5, 2, null, 2, '乙', null, null);
    insert into bank_cards (id, wallet_id, bank_code, card_masked, holder_name, kind, status) values
      (1, 1, 'ICBC', '6222 **** **** 3446', '甲物流', 'company', 'BINDING'),
      (2, 1, 'ICBC', '6222 **** **** 3446', '甲物流', 'company', 'BINDING'),
      (3, 1, 'ICBC', '6222 **** **** 3446', '甲物流', 'company', 'BINDING'),
      (4, 1, 'ICBC', '6222 **** **** 3446', '甲物流', 'company', 'BOUND'),
      (5, 1, 'CCB', '6217 **** **** 4569', '甲物流', 'company', 'BINDING'),
      (6, 4, 'ICBC', '6222 **** **** 3446', '甲', 'personal', 'BINDING'),
      (7, 4, 'ICBC', '6222 **** **** 3446', '甲', 'personal', 'UNBOUND'),
      (8, 2, 'ABC', '6228 **** **** 0017', '乙钢铁', 'company', 'BOUND'),
      (9, 3, 'CCB', '6217 **** **** 0025', '丙', 'personal', 'BINDING');
    select setval('companies_id_seq', 2); select setval('users_id_seq', 3); select setval('wallets_id_seq', 5); select setval('bank_cards_id_seq', 9);
    insert into news (id, type, title, summary, content_html) values
      (1, 'news', '新仓库', '新仓库', '<p>新仓库</p><img src="/actions/download/?uuid=0b8f7c1e-1111-4222-8333-944455556666" alt="外景" /><img src="/actions/download/?uuid=0b8f7c1e-1111-4222-8333-944455556666" alt="外景" />'),
      (2, 'news', '无图', '无图', '<p>无图</p>');
    insert into platform_info (key, title, content_html) values
      ('platform', '平台介绍', '<p>平台</p><img src="/actions/download/?uuid=aaaaaaaa-1111-4222-8333-944455556666" alt="办公楼" />');
  `);
  await migrate(db, { migrationsFolder });
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (upTo0010) rmSync(upTo0010, { recursive: true, force: true });
});

describe('migrations after 0010 on a database with rows', () => {
  it('0011: of a card whose binding was started several times the newest binding stays, the older ones are retired; nothing else changes', async () => {
    expect(await rows(`select id, wallet_id, bank_code, status from bank_cards order by id`)).toEqual([
      { id: 1, wallet_id: 1, bank_code: 'ICBC', status: 'UNBOUND' },
      { id: 2, wallet_id: 1, bank_code: 'ICBC', status: 'UNBOUND' },
      { id: 3, wallet_id: 1, bank_code: 'ICBC', status: 'BINDING' },
      { id: 4, wallet_id: 1, bank_code: 'ICBC', status: 'BOUND' },
      { id: 5, wallet_id: 1, bank_code: 'CCB', status: 'BINDING' },
      { id: 6, wallet_id: 4, bank_code: 'ICBC', status: 'BINDING' },
      { id: 7, wallet_id: 4, bank_code: 'ICBC', status: 'UNBOUND' },
      { id: 8, wallet_id: 2, bank_code: 'ABC', status: 'UNBOUND' },
      { id: 9, wallet_id: 3, bank_code: 'CCB', status: 'UNBOUND' },
    ]);
    // and the index now refuses a second binding of the same card
    await expect(
      client.query(
        `insert into bank_cards (wallet_id, bank_code, card_masked, holder_name, kind) values (1, 'ICBC', '6222 **** **** 3446', '甲物流', 'company')`,
      ),
    ).rejects.toThrow(/bank_cards_binding/);
  });

  it('0012: a bank code issued twice stays with the wallet that had it first; the later wallets keep their rows without codes', async () => {
    // (0019: and the later wallets' cards, bound under a member code the bank gives to the other wallet, are retired
    // above, to be bound again once the wallet reopens under codes of its own)
    expect(await rows(`select id, holder_name, member_code, sub_account_no, status from wallets order by id`)).toEqual([
      { id: 1, holder_name: '甲物流', member_code: 'M-0001', sub_account_no: 'SUB-0001', status: 0 },
      { id: 2, holder_name: '乙钢铁', member_code: null, sub_account_no: null, status: 0 },
      { id: 3, holder_name: '丙', member_code: null, sub_account_no: null, status: 0 },
      { id: 4, holder_name: '甲', member_code: 'M-0004', sub_account_no: 'SUB-0004', status: 0 },
      { id: 5, holder_name: '乙', member_code: null, sub_account_no: null, status: 0 },
    ]);
    await expect(client.query(`update wallets set member_code = 'M-0001' where id = 2`)).rejects.toThrow(/wallets_member_code/);
    // the later migrations' columns arrived on the old rows with their defaults
    expect(await rows(`select pay_password_hash, pay_password_failures from wallets where id = 1`)).toEqual([
      { pay_password_hash: null, pay_password_failures: 0 },
    ]);
  });

  it('0042: the images the texts already stored name are linked to them, each once', async () => {
    expect(await rows(`select news_id, page_key, file_uuid from content_images order by file_uuid`)).toEqual([
      { news_id: 1, page_key: null, file_uuid: '0b8f7c1e-1111-4222-8333-944455556666' },
      { news_id: null, page_key: 'platform', file_uuid: 'aaaaaaaa-1111-4222-8333-944455556666' },
    ]);
  });

  it('0018: the users keep every row and field but the old lock columns, which are gone', async () => {
    expect(await rows(`select id, mobile, real_name, company_id from users order by id`)).toEqual([
      { id: 1, mobile: '13800000101', real_name: '甲', company_id: 1 },
      { id: 2, mobile: '13800000102', real_name: '乙', company_id: 2 },
      { id: 3, mobile: '13800000103', real_name: '丙', company_id: null },
    ]);
    const columns = await rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'users' and column_name in ('failed_logins', 'locked_until')`,
    );
    expect(columns).toEqual([]);
  });
});
