// Which account actions a user is offered (spec 2 "Layout shell", spec 6), and where they live.
// Shared by the header's user menu, /user/userdetails and /profile/index; the actions re-check
// the same rules on the server before calling the platform.
import type { UserInfo } from '#contract/auth/user';

export const SAFESET_PASSWORD_PATH = '/user/safeset?tab=password';
export const SAFESET_PHONE_PATH = '/user/safeset?tab=phone';
export const USER_DETAILS_PATH = '/user/userdetails';
export const CONFIRM_CANCEL_PATH = '/user/userdetails?confirm=cancel';
export const CONFIRM_RELEASE_PATH = '/user/userdetails?confirm=release';
export const CERTIFICATION_PATH = '/nameAuthe';
export const SSO_PATH = '/sso/index';

/** The two tabs of /user/safeset, which the header's menu also opens as dialogs (account-dialog.tsx). */
export type AccountDialogTab = 'password' | 'phone';
export const ACCOUNT_DIALOG_PATHS: Record<AccountDialogTab, string> = { password: SAFESET_PASSWORD_PATH, phone: SAFESET_PHONE_PATH };

/** The two posts of the phone form (/user/safeset?tab=phone): change the phone, send its SMS code. */
export const PHONE_INTENT = 'changePhone';
export const PHONE_SMS_INTENT = 'sendSms';

type RolesOf = Pick<UserInfo, 'roles'>;

/** 'Cancel platform account' (注销平台账户): individual_agent only. */
export function canCancelAccount(user: RolesOf): boolean {
  return user.roles.includes('individual_agent');
}

/** 'Release broker identity' (解除经纪人身份): individual_agent holding more than one role. */
export function canReleaseAgent(user: RolesOf): boolean {
  return user.roles.includes('individual_agent') && user.roles.length > 1;
}

/** '修改密码' when a password exists, '设置密码' otherwise (spec 2, user dropdown). */
export function passwordActionLabel(user: Pick<UserInfo, 'existPwd'>): string {
  return user.existPwd === 'Y' ? '修改密码' : '设置密码';
}
