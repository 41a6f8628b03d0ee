// Who may ask for which SMS code (spec 7 GET /codes/sms/{phone}): logging in and registering need
// an image code first.
//
// Whether the phone has an account is not checked here (issue 41 item 4): every well-formed
// request gets the same answer, the same wait and the same work, and the code goes to the phone.
// The step that takes the code (login, registration, recovery, first password, changing the bound
// phone) says '用户不存在' or '该手机号已注册' only once the code has proved the caller holds the
// phone — which tells them nothing they could not learn from their own phone.
import type { SmsType } from '../../contract/auth/schemas';
import { MESSAGES } from '../../contract/validators';
import type { Db } from '../../db/client';
import { refuse } from '../../http/refusal';
import { IMAGE_CODE_MESSAGE, consumeImageCode } from './captcha';

/** Refuses unless a code of `type` may be sent now; consumes the image code where one is needed. */
export async function checkSmsRequest(db: Db, _phone: string, type: SmsType, imageCode: { imgCode?: string; imgCodeKey?: string }): Promise<void> {
  if (type === 'phone_no_login' || type === 'register') {
    if (!imageCode.imgCode) refuse(MESSAGES.imageCodeEmpty);
    if (!(await consumeImageCode(db, imageCode.imgCodeKey, imageCode.imgCode))) refuse(IMAGE_CODE_MESSAGE);
  }
}
