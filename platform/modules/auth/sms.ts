// SMS verification codes: six digits, five minutes, one send per phone per 60 s, at most five
// wrong tries per code. Messages leave through an SmsSender; the default one writes the outbox
// table a real gateway would drain.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '../../contract/limits';
import type { Db } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema';
import type { Logger } from '../../log';
import { refuse } from '../../http/refusal';
import { smsMessages } from '../../metrics';

export type SmsCodeType = 'phone_no_login' | 'modify_binding_phone' | 'find_pwd' | 'register' | 'role' | 'pay_pwd' | 'contract_sign';

export const SMS_CODE_TTL_MS = 5 * 60_000;
/** The wait before a code may be sent again: the one the screens count down (spec section 9). */
export const SMS_RESEND_SECONDS = LIMITS.smsResendSeconds;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_SENT_MESSAGE = '手机验证码发送成功！请注意查收';
export const SMS_BURNT_MESSAGE = '验证码错误次数过多，请重新获取';
export const SMS_EXPIRED_MESSAGE = '短信验证码已失效，请重新获取';
export const SMS_WRONG_MESSAGE = '短信验证码错误';

export interface SmsSender {
  send(mobile: string, type: SmsCodeType, content: string, code: string): Promise<void>;
}

/** Default sender: the outbox table plus one log line (the code only outside production). */
export function outboxSender(db: Db, log: Logger, nodeEnv: string): SmsSender {
  return {
    async send(mobile, type, content, code) {
      await db.insert(smsOutbox).values({ mobile, type, content, code });
      smsMessages.inc({ type, outcome: 'outbox' });
      if (nodeEnv === 'production') log.info({ mobile, type }, 'sms queued');
      else log.info({ mobile, type, code }, 'sms queued');
    },
  };
}

const PURPOSE: Record<SmsCodeType, string> = {
  phone_no_login: '登录',
  modify_binding_phone: '更换绑定手机号',
  find_pwd: '找回密码',
  register: '注册',
  role: '身份验证',
  pay_pwd: '重置钱包支付密码',
  contract_sign: '签署电子合同',
};

export function smsContent(type: SmsCodeType, code: string): string {
  return `【运宝网络货运】您正在进行${PURPOSE[type]}操作，验证码${code}，5分钟内有效。请勿将验证码告知他人。`;
}

/**
 * Issues and sends a code, refusing with `请${n}秒后再试` inside the 60 s window of the phone.
 * `beforeSend` runs after the window check (the per-phone rate limit goes there).
 */
export async function sendSmsCode(db: Db, sender: SmsSender, mobile: string, type: SmsCodeType, beforeSend?: () => Promise<void>): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // Serialises concurrent requests for one phone, so two cannot both pass the window check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + mobile}))`);
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last) {
      const elapsedMs = Date.now() - last.createdAt.getTime();
      const left = Math.ceil((SMS_RESEND_SECONDS * 1000 - elapsedMs) / 1000);
      if (left > 0) refuse(`请${left}秒后再试`);
    }
    await beforeSend?.();
    // A new code replaces any earlier live code of the same purpose.
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.usedAt)));
    const [row] = await tx
      .insert(smsCodes)
      .values({ mobile, type, code, createdAt: new Date(), expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS) })
      .returning({ id: smsCodes.id });
    return row.id;
  });
  try {
    await sender.send(mobile, type, smsContent(type, code), code);
  } catch (error) {
    // Not sent: forget the code so the 60 s window does not hold the user back.
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw error;
  }
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 'ok' (and the code is used up) or the Chinese reason the code was not accepted. */
export async function verifySmsCode(db: Db, mobile: string, type: SmsCodeType, code: string): Promise<'ok' | string> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return SMS_EXPIRED_MESSAGE;
  if (row.attempts >= SMS_MAX_WRONG_TRIES) return SMS_BURNT_MESSAGE;
  if (sameCode(row.code, code.trim())) {
    const [used] = await db
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), sql`${smsCodes.attempts} < ${SMS_MAX_WRONG_TRIES}`))
      .returning({ id: smsCodes.id });
    return used ? 'ok' : SMS_EXPIRED_MESSAGE;
  }
  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, row.id))
    .returning({ attempts: smsCodes.attempts });
  return (counted?.attempts ?? SMS_MAX_WRONG_TRIES) >= SMS_MAX_WRONG_TRIES ? SMS_BURNT_MESSAGE : SMS_WRONG_MESSAGE;
}

/** Like verifySmsCode, refusing (code 400) with the reason unless the code is right. */
export async function requireSmsCode(db: Db, mobile: string, type: SmsCodeType, code: string): Promise<void> {
  const result = await verifySmsCode(db, mobile, type, code);
  if (result !== 'ok') refuse(result);
}
