// Issue 41 item 1: a production start seeds no demo account; the first administrator is made by
// `npm run admin:create` with a password the installer chooses.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../app';
import { parsePlatformEnv } from '../../config';
import { apiKeys, userRoles, users } from '../../db/schema';
import { createLogger } from '../../log';
import { DEMO_ACCOUNTS } from '../../seed';
import { createFirstAdministrator, FirstAdministratorRefused } from './first-admin';
import { verifyPassword } from './password';

describe('the demo data and production', () => {
  it('is seeded by default in development and test, never by default in production', () => {
    expect(parsePlatformEnv({ NODE_ENV: 'development' }).SEED).toBe(true);
    expect(parsePlatformEnv({ NODE_ENV: 'test' }).SEED).toBe(true);
    expect(parsePlatformEnv({ NODE_ENV: 'production' }).SEED).toBe(false);
    expect(parsePlatformEnv({ NODE_ENV: 'production', SEED: '0' }).SEED).toBe(false);
    expect(parsePlatformEnv({ NODE_ENV: 'test', SEED: '0' }).SEED).toBe(false);
  });

  it('refuses to start in production when asked for the demo data', () => {
    expect(() => parsePlatformEnv({ NODE_ENV: 'production', SEED: '1' })).toThrow(/SEED/);
    expect(() => parsePlatformEnv({ NODE_ENV: 'production', SEED: 'true' })).toThrow(/published password/);
  });
});

describe('a production start on an empty database', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createPlatform({
      env: parsePlatformEnv({ NODE_ENV: 'production', DATA_DIR: 'memory://', BACKUP_EVERY: 'off', BANK_STAND_IN: '1' }),
      log: createLogger('silent'),
    });
  });
  afterAll(() => platform?.close());

  it('writes the reference data and no user at all, so no demo account can sign in', async () => {
    const db = platform.database.db;
    expect((await db.select({ n: count() }).from(users))[0].n).toBe(0);
    const demo = await db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.operator.mobile));
    expect(demo).toEqual([]);
    // the dictionaries are there: the screens' selects work on a production database
    const dict = await platform.fetch(new Request('http://platform/api-platform/api/sys_dict_data/shipper_identity'));
    expect(((await dict.json()) as { code: number; data: unknown[] }).data.length).toBeGreaterThan(0);
    // nor the open platform's sandbox key, and the partner page offers none (issue 51)
    expect(await db.select().from(apiKeys)).toEqual([]);
    const guide = await platform.fetch(new Request('http://platform/api-platform/api/open/guide'));
    expect(((await guide.json()) as { data: { sandbox: unknown } }).data.sandbox).toBeNull();
  });

  it('gets its first administrator from admin:create, once, with the password chosen', async () => {
    const db = platform.database.db;
    await expect(createFirstAdministrator(db, { mobile: '139 1234 5678', realName: '郑晓燕', password: 'short1' })).rejects.toThrow(FirstAdministratorRefused);
    await expect(createFirstAdministrator(db, { mobile: '10012345678', realName: '郑晓燕', password: 'Install2026' })).rejects.toThrow('手机号格式不正确');
    await expect(createFirstAdministrator(db, { mobile: '13912345678', realName: 'admin', password: 'Install2026' })).rejects.toThrow('姓名');

    const created = await createFirstAdministrator(db, { mobile: '+86 139 1234 5678', realName: '郑晓燕', password: 'Install2026' });
    expect(created.mobile).toBe('13912345678');
    const [admin] = await db.select().from(users).where(eq(users.id, created.userId));
    expect(await verifyPassword('Install2026', admin.passwordHash)).toBe(true);
    expect(await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created.userId))).toEqual([{ role: 'operator' }]);

    await expect(createFirstAdministrator(db, { mobile: '13912345679', realName: '王芳', password: 'Install2026' })).rejects.toThrow('已有运营管理员');
    expect((await db.select({ n: count() }).from(users))[0].n).toBe(1);
  });
});
