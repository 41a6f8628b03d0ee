// The first operations administrator of a production database (issue 41 item 1). A production
// start seeds no demo account, so someone must be able to sign in: the installer runs
// `npm run admin:create` once, with a mobile, a name and a password of their choosing. Later
// administrators are added from the back office by this one.
import { eq, sql } from 'drizzle-orm';
import { isMobileNumber, normalizeMobile } from '../../contract/validators/phones';
import { isRealName, normalizeRealName } from '../../contract/validators/names';
import { PATTERNS } from '../../contract/validators/patterns';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { hashPassword } from './password';

export type FirstAdministrator = { mobile: string; realName: string; password: string };

/** Why the administrator was not created: one line for the installer. */
export class FirstAdministratorRefused extends Error {}

/**
 * Creates the operations administrator (role operator) in one transaction, only while the database
 * has no operator yet: a second run, or a run against a database with the demo data, changes nothing.
 */
export async function createFirstAdministrator(db: Db, input: FirstAdministrator): Promise<{ userId: number; mobile: string }> {
  const mobile = normalizeMobile(input.mobile);
  const realName = normalizeRealName(input.realName);
  if (!isMobileNumber(mobile)) throw new FirstAdministratorRefused(`手机号格式不正确：${input.mobile}`);
  if (!isRealName(realName)) throw new FirstAdministratorRefused('姓名须为2至30个汉字');
  if (!PATTERNS.password.test(input.password)) throw new FirstAdministratorRefused('密码至少8位字符，必须包含字母和数字');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialises concurrent runs: the second waits here, then finds the first one's operator.
    await tx.execute(sql`lock table ${userRoles} in share row exclusive mode`);
    const [operator] = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'operator')).limit(1);
    if (operator) throw new FirstAdministratorRefused('该数据库已有运营管理员，其他管理员请由其在后台添加');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
    if (taken) throw new FirstAdministratorRefused(`${mobile} 已注册`);
    const now = new Date();
    const [user] = await tx
      .insert(users)
      .values({ mobile, realName, memberName: realName, passwordHash, pwdChangedAt: now, authStatus: '2', createdAt: now })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user.id, role: 'operator', createdAt: now });
    return { userId: user.id, mobile };
  });
}
