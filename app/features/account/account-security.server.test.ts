import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '#contract/auth/user';
import { commitSession, getSession } from '#app/utils/session.server';
import { maskMobile } from '#app/utils/masks';
import { safesetLoader } from './safeset.server';
import { canCancelAccount, canReleaseAgent, passwordActionLabel } from './account-actions';
import { changePassword, confirmAccountAction, placeMessage } from './account-security.server';

// The account actions against a stand-in platform (answers by path). The real platform and the
// pages in a browser are covered by tests/e2e/account-security.spec.ts; this covers what a
// browser test cannot reach: an employee session (employees cannot sign in with a password)
// and the platform's failure answers.

const USER: UserInfo = {
  userId: 1,
  role: 'individual_shipper',
  roles: ['individual_shipper'],
  realName: '测试',
  memberName: null,
  mobile: '13900000001',
  existPwd: 'Y',
  pwdChangeDay: 3,
  authStatus: '2',
  company: 'n',
  individual: 'y',
  shipperIdentity: '',
  employeeNo: null,
  signStatus: '0',
  isDriver: 0,
  companyId: null,
  companyName: null,
};
const EMPLOYEE: UserInfo = { ...USER, employeeNo: 'JD2023001', role: 'enterprise_shipper', roles: ['enterprise_shipper'] };
const AGENT: UserInfo = { ...USER, role: 'individual_agent', roles: ['individual_agent'] };
const AGENT_DRIVER: UserInfo = { ...AGENT, roles: ['individual_agent', 'driver'], isDriver: 1 };

type Answer = { code: number; message: string; data: unknown };

function platformAnswering(answers: Record<string, Answer | Answer[]>, seen: string[] = []): AppLoadContext {
  return {
    cspNonce: '',
    requestId: 'req-1',
    platformFetch: async (request) => {
      const path = new URL(request.url).pathname.replace('/api-platform/api', '');
      seen.push(path);
      const listed = answers[path];
      let answer: Answer | undefined = Array.isArray(listed) ? listed.shift() : listed;
      if (path === '/users/secretKey' && !answer) answer = { code: 200, message: '', data: { secret: '0123456789abcdef'.repeat(2), key: 'key-1' } };
      return Response.json(answer ?? { code: 404, message: 'not found', data: null });
    },
  };
}

async function signedIn(url: string) {
  const session = await getSession(new Request(url));
  session.set('token', 'tok-1');
  session.set('mobile', USER.mobile);
  const cookie = (await commitSession(session)).split(';')[0]!;
  return new Request(url, { method: 'GET', headers: { Cookie: cookie } });
}

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return formData;
}

type Reply = {
  data: { form: string; sso: boolean; done: unknown; result: { error?: Record<string, string[] | null> } | null };
  init: { status?: number; headers?: HeadersInit } | null;
};

describe('who is offered what', () => {
  it('offers cancellation to individual agents and release only with several roles', () => {
    expect(canCancelAccount(USER)).toBe(false);
    expect(canCancelAccount(AGENT)).toBe(true);
    expect(canReleaseAgent(AGENT)).toBe(false);
    expect(canReleaseAgent(AGENT_DRIVER)).toBe(true);
    expect(canReleaseAgent({ roles: ['driver', 'carrier'] })).toBe(false);
    expect(passwordActionLabel({ existPwd: 'N' })).toBe('设置密码');
    expect(passwordActionLabel({ existPwd: 'Y' })).toBe('修改密码');
    expect(maskMobile('13800000005')).toBe('138****0005');
  });

  it('places a platform message at the field it names', () => {
    expect(placeMessage('原始密码错误', [[/原始密码/, 'oldPwd']])).toEqual({ fieldErrors: { oldPwd: ['原始密码错误'] } });
    expect(placeMessage('请30秒后再试', [[/原始密码/, 'oldPwd']])).toEqual({ formErrors: ['请30秒后再试'] });
  });
});

describe('password change', () => {
  it('shows employees the unified-portal notice instead of the form (loader)', async () => {
    const request = await signedIn('http://localhost/user/safeset?tab=password');
    const context = platformAnswering({ '/users/info': { code: 200, message: '', data: EMPLOYEE } });
    const page = (await safesetLoader({ request, context, params: {} })) as { sso: boolean; tab: string };
    expect(page).toMatchObject({ sso: true, tab: 'password' });
  });

  it('never sends an employee password change to the platform', async () => {
    const seen: string[] = [];
    const request = await signedIn('http://localhost/user/safeset?tab=password');
    const reply = (await changePassword(
      { request, context: platformAnswering({}, seen) },
      EMPLOYEE,
      form({ intent: 'changePassword', oldPwd: 'Demo1234', newPwd: 'Newpass123', confirm_pwd: 'Newpass123' }),
    )) as unknown as Reply;
    expect(reply.data.sso).toBe(true);
    expect(reply.init?.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('turns a 9988 answer of the platform into the unified-portal notice', async () => {
    const request = await signedIn('http://localhost/user/safeset?tab=password');
    const context = platformAnswering({ '/users/pwd/modify': { code: 9988, message: '冀东内部用户请使用统一登录门户修改', data: null } });
    const reply = (await changePassword(
      { request, context },
      USER,
      form({ intent: 'changePassword', oldPwd: 'Demo1234', newPwd: 'Newpass123', confirm_pwd: 'Newpass123' }),
    )) as unknown as Reply;
    expect(reply.data).toMatchObject({ form: 'password', sso: true, done: null });
  });

  it('encrypts every password field and puts a wrong old password at its field', async () => {
    const bodies: unknown[] = [];
    const base = platformAnswering({ '/users/pwd/modify': { code: 400, message: '原始密码错误', data: null } });
    const context: AppLoadContext = {
      ...base,
      platformFetch: async (request) => {
        if (request.url.endsWith('/users/pwd/modify')) bodies.push(await request.clone().json());
        return base.platformFetch!(request);
      },
    };
    const request = await signedIn('http://localhost/user/safeset?tab=password');
    const reply = (await changePassword(
      { request, context },
      USER,
      form({ intent: 'changePassword', oldPwd: 'Demo1234', newPwd: 'Newpass123', confirm_pwd: 'Newpass123' }),
    )) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error?.oldPwd).toEqual(['原始密码错误']);
    const body = bodies[0] as Record<string, string>;
    expect(body.secretKey).toBe('key-1');
    expect(body.mobile).toBe(USER.mobile);
    for (const field of ['oldPwd', 'newPwd', 'confirm_pwd']) {
      expect(body[field]).toBeTruthy();
      expect(body[field]).not.toContain('Demo1234');
      expect(body[field]).not.toContain('Newpass123');
    }
  });
});

describe('cancellation and broker release', () => {
  const ticked = { confirmWaybills: 'on', confirmWallet: 'on' };

  it('refuses roles that are not offered the action, before calling the platform', async () => {
    const seen: string[] = [];
    const request = await signedIn('http://localhost/user/userdetails?confirm=cancel');
    const error = await confirmAccountAction({ request, context: platformAnswering({}, seen) }, USER, 'cancel', form({ intent: 'cancel', ...ticked })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(403);
    const release = await confirmAccountAction(
      { request, context: platformAnswering({}, seen) },
      AGENT,
      'release',
      form({ intent: 'release', ...ticked }),
    ).catch((e: unknown) => e);
    expect((release as Response).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('shows the platform message, or 操作失败 when it sent none', async () => {
    const request = await signedIn('http://localhost/user/userdetails?confirm=release');
    const withMessage = (await confirmAccountAction(
      { request, context: platformAnswering({ '/users/releaseUserRole': { code: 400, message: '您还有未完成的订单，无法解除经纪人身份', data: null } }) },
      AGENT_DRIVER,
      'release',
      form({ intent: 'release', ...ticked }),
    )) as unknown as Reply;
    expect(withMessage.data.result?.error?.['']).toEqual(['您还有未完成的订单，无法解除经纪人身份']);
    const silent = (await confirmAccountAction(
      { request, context: platformAnswering({ '/users/cancelDriverOrAgentAccount': { code: 500, message: '', data: null } }) },
      AGENT,
      'cancel',
      form({ intent: 'cancel', ...ticked }),
    )) as unknown as Reply;
    expect(silent.data.result?.error?.['']).toEqual(['操作失败']);
  });

  it('after a release that ended the session, asks the user to sign in again with the message', async () => {
    const request = await signedIn('http://localhost/user/userdetails?confirm=release');
    const context = platformAnswering({
      '/users/releaseUserRole': { code: 200, message: '解除经纪人角色成功', data: null },
      '/users/info': { code: 403, message: '登录已失效', data: null },
      '/users/logout': { code: 200, message: '', data: null },
    });
    const response = (await confirmAccountAction({ request, context }, AGENT_DRIVER, 'release', form({ intent: 'release', ...ticked }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fuser%2Fuserdetails');
    const next = await getSession(new Request('http://localhost/', { headers: { Cookie: response.headers.get('Set-Cookie')!.split(';')[0]! } }));
    expect(next.get('token')).toBeUndefined();
    expect(next.get('toast')).toEqual({ type: 'success', message: '解除经纪人角色成功' });
  });

  it('after a release that kept the session, returns to the account details', async () => {
    const request = await signedIn('http://localhost/user/userdetails?confirm=release');
    const context = platformAnswering({
      '/users/releaseUserRole': { code: 200, message: '解除经纪人角色成功', data: null },
      '/users/info': { code: 200, message: '', data: { ...AGENT_DRIVER, role: 'driver', roles: ['driver'] } },
    });
    const response = (await confirmAccountAction({ request, context }, AGENT_DRIVER, 'release', form({ intent: 'release', ...ticked }))) as Response;
    expect(response.headers.get('Location')).toBe('/user/userdetails');
    const next = await getSession(new Request('http://localhost/', { headers: { Cookie: response.headers.get('Set-Cookie')!.split(';')[0]! } }));
    expect(next.get('token')).toBe('tok-1');
  });

  it('with JS, a cancellation answers { done } (800 ms) and ends the session at once', async () => {
    const seen: string[] = [];
    const request = await signedIn('http://localhost/user/userdetails?confirm=cancel&step=confirm');
    const context = platformAnswering(
      {
        '/users/cancelDriverOrAgentAccount': { code: 200, message: '注销账户成功', data: null },
        '/users/logout': { code: 200, message: '', data: null },
      },
      seen,
    );
    const reply = (await confirmAccountAction({ request, context }, AGENT, 'cancel', form({ intent: 'cancel', _js: '1', ...ticked }))) as unknown as Reply;
    expect(reply.data.done).toEqual({ message: '注销账户成功', to: '/', delayMs: 800 });
    const cookie = new Headers(reply.init?.headers).get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^__session=;/);
    expect(seen).toEqual(['/users/cancelDriverOrAgentAccount', '/users/logout']);
  });
});
