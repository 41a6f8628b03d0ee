// Image codes (captcha): svg-captcha, single use, five minutes, compared case-insensitively.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { imageCodes } from '../../db/schema';

export const IMAGE_CODE_TTL_MS = 5 * 60_000;
export const IMAGE_CODE_MESSAGE = '验证码错误或已过期';

export async function createImageCode(db: Db): Promise<{ base64: string; key: string }> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1iIl', width: 110, height: 40 });
  const key = randomUUID();
  await db.insert(imageCodes).values({ key, answer: captcha.text, image: captcha.data, expiresAt: new Date(Date.now() + IMAGE_CODE_TTL_MS) });
  if (Math.random() < 0.02) {
    await db.delete(imageCodes).where(lt(imageCodes.expiresAt, sql`now() - interval '1 day'`));
  }
  return { base64: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, key };
}

/** Uses up the code (right or wrong: single use) and tells whether `answer` matched in time. */
export async function consumeImageCode(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key) return false;
  const [row] = await db
    .update(imageCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(imageCodes.key, key), isNull(imageCodes.usedAt)))
    .returning({ answer: imageCodes.answer, expiresAt: imageCodes.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return false;
  return !!answer && row.answer.toLowerCase() === answer.trim().toLowerCase();
}

/** The code of `key` while it can still be answered: not used yet and not expired. */
const liveCode = (key: string) => and(eq(imageCodes.key, key), isNull(imageCodes.usedAt), gt(imageCodes.expiresAt, sql`now()`));

/** The SVG of a live, unused code; null once it is used, expired or unknown. */
export async function imageOfCode(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ image: imageCodes.image }).from(imageCodes).where(liveCode(key)).limit(1);
  return row?.image ?? null;
}

/** The answer of a live, unused code (dev tools only). */
export async function peekImageCode(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ answer: imageCodes.answer }).from(imageCodes).where(liveCode(key)).limit(1);
  return row?.answer ?? null;
}
