// Image codes (captcha): svg-captcha draws the characters, resvg rasterises them to a PNG, single
// use, five minutes, compared case-insensitively.
//
// Why a PNG (issue 41 item 3, docs/decisions/019-login-lockout-per-source.md): svg-captcha's SVG
// is one <path> per character built from its font's glyph outlines, so reading the path commands
// and matching them against the font solves it every time. svg-captcha has no raster output and
// its noise lines are separate stroked paths a solver simply skips; a PNG has no path commands.
import { randomInt, randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { imageCodes } from '../../db/schema';

export const IMAGE_CODE_TTL_MS = 5 * 60_000;
export const IMAGE_CODE_MESSAGE = '验证码错误或已过期';
export const IMAGE_CODE_OPTIONS = { size: 4, noise: 3, ignoreChars: '0o1iIl', width: 110, height: 40 } as const;

/** The PNG of an SVG drawn by svg-captcha, at its own size on a white ground. */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, { background: '#ffffff', fitTo: { mode: 'original' } }).render().asPng();
}

export async function createImageCode(db: Db): Promise<{ base64: string; key: string }> {
  const captcha = svgCaptcha.create({ ...IMAGE_CODE_OPTIONS });
  const png = rasterise(captcha.data).toString('base64');
  const key = randomUUID();
  await db.insert(imageCodes).values({ key, answer: captcha.text, image: png, expiresAt: new Date(Date.now() + IMAGE_CODE_TTL_MS) });
  if (Math.random() < 0.02) {
    await db.delete(imageCodes).where(lt(imageCodes.expiresAt, sql`now() - interval '1 day'`));
  }
  return { base64: `data:image/png;base64,${png}`, key };
}
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * A text challenge, the accessible alternative to the picture (decision 019): a sum or difference
 * of two numbers written in Chinese words, answered in digits. Readable by a screen reader, a
 * braille display and a text browser; issued and answered under the same limits as the picture.
 */
export function textChallenge(): { question: string; answer: string } {
  const a = randomInt(2, 11);
  const b = randomInt(1, 10);
  if (randomInt(0, 2) === 0 || b >= a) return { question: `${DIGITS[a]}加${DIGITS[b]}等于几？（请填写阿拉伯数字）`, answer: String(a + b) };
  return { question: `${DIGITS[a]}减${DIGITS[b]}等于几？（请填写阿拉伯数字）`, answer: String(a - b) };
}

export async function createTextCode(db: Db): Promise<{ key: string; question: string }> {
  const { question, answer } = textChallenge();
  const key = randomUUID();
  await db.insert(imageCodes).values({ key, answer, question, expiresAt: new Date(Date.now() + IMAGE_CODE_TTL_MS) });
  return { key, question };
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
  // NFKC: full-width letters and digits typed with a Chinese input method count as the plain ones.
  return !!answer && row.answer.toLowerCase() === answer.normalize('NFKC').trim().toLowerCase();
}

/** The code of `key` while it can still be answered: not used yet and not expired. */
const liveCode = (key: string) => and(eq(imageCodes.key, key), isNull(imageCodes.usedAt), gt(imageCodes.expiresAt, sql`now()`));

/** The PNG (base64) of a live, unused code; null once it is used, expired or unknown. */
export async function imageOfCode(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ image: imageCodes.image }).from(imageCodes).where(liveCode(key)).limit(1);
  return row?.image ?? null;
}

/** A live, unused code (picture or text challenge): its question, null for a picture; null once used, expired or unknown. */
export async function liveCodeOf(db: Db, key: string): Promise<{ key: string; question: string | null } | null> {
  const [row] = await db.select({ key: imageCodes.key, question: imageCodes.question }).from(imageCodes).where(liveCode(key)).limit(1);
  return row ?? null;
}

/** The answer of a live, unused code (dev tools only). */
export async function peekImageCode(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ answer: imageCodes.answer }).from(imageCodes).where(liveCode(key)).limit(1);
  return row?.answer ?? null;
}
