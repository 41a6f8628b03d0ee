// Who may ask for which SMS code (spec 7 GET /codes/sms/{phone}): logging in and recovering a
// password need an active account, registering and changing the bound phone need a phone nobody
// uses; logging in and registering also need an image code first.
import type { SmsType } from '../../contract/auth/schemas';
import { MESSAGES_8 } from '../../contract/codes';
import { MESSAGES } from '../../contract/validators';
import type { Db } from '../../db/client';
import { refuse } from '../../http/refusal';
import { PHONE_TAKEN } from './account';
import { IMAGE_CODE_MESSAGE, consumeImageCode } from './captcha';
import { findUserByMobile } from './users';

/** Refuses unless `phone` may be sent a code of `type`; consumes the image code where one is needed. */
export async function checkSmsRequest(db: Db, phone: string, type: SmsType, imageCode: { imgCode?: string; imgCodeKey?: string }): Promise<void> {
  if (type === 'phone_no_login' || type === 'register') {
    if (!imageCode.imgCode) refuse(MESSAGES.imageCodeEmpty);
    if (!(await consumeImageCode(db, imageCode.imgCodeKey, imageCode.imgCode))) refuse(IMAGE_CODE_MESSAGE);
  }
  const user = await findUserByMobile(db, phone);
  const active = !!user && user.status === 'active';
  if (type === 'phone_no_login' || type === 'find_pwd') {
    if (!active) refuse(MESSAGES_8.userNotFound);
  } else if (user) {
    refuse(PHONE_TAKEN);
  }
}

/** The identity check (GET /codes/smsRole/{phone}) is for existing, active accounts only. */
export async function checkRoleSmsRequest(db: Db, phone: string): Promise<void> {
  const user = await findUserByMobile(db, phone);
  if (!user || user.status !== 'active') refuse(MESSAGES_8.userNotFound);
}
