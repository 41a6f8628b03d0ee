import { describe, it, expect } from 'vitest';
import {
  BAD_REQUEST,
  CODES,
  FORBIDDEN,
  ILLEGAL_TOKEN,
  MESSAGES_8,
  NOT_FOUND,
  OTHER_CLIENT_LOGGED_IN,
  PWD_LOCKED,
  RELOGIN_CODES,
  SERVER_ERROR,
  SSO_ONLY,
  SUCCESS,
  TOKEN_EXPIRED,
  fail,
  isReloginCode,
  isSuccess,
  ok,
  type Envelope,
} from './codes';

describe('codes', () => {
  it('has the spec values', () => {
    expect([SUCCESS, BAD_REQUEST, FORBIDDEN, NOT_FOUND, SERVER_ERROR]).toEqual([200, 400, 403, 404, 500]);
    expect([ILLEGAL_TOKEN, OTHER_CLIENT_LOGGED_IN, TOKEN_EXPIRED]).toEqual([50008, 50012, 50014]);
    expect(PWD_LOCKED).toBe(9941);
    expect(SSO_ONLY).toBe(9988);
    expect(CODES).toEqual({
      SUCCESS: 200,
      BAD_REQUEST: 400,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      // An oversized body: the platform closes the connection after it (keep-alive stays sound).
      PAYLOAD_TOO_LARGE: 413,
      SERVER_ERROR: 500,
      ILLEGAL_TOKEN: 50008,
      OTHER_CLIENT_LOGGED_IN: 50012,
      TOKEN_EXPIRED: 50014,
      PWD_LOCKED: 9941,
      SSO_ONLY: 9988,
    });
  });
  it('re-login codes are 50008, 50012, 50014 only', () => {
    expect([...RELOGIN_CODES].sort()).toEqual([50008, 50012, 50014]);
    expect(isReloginCode(50008)).toBe(true);
    expect(isReloginCode(50014)).toBe(true);
    expect(isReloginCode(403)).toBe(false);
    expect(isReloginCode(200)).toBe(false);
  });
});

describe('envelopes', () => {
  it('ok wraps data with code 200 and a default message', () => {
    const e: Envelope<{ id: number }> = ok({ id: 1 });
    expect(e).toEqual({ code: 200, message: '操作成功', data: { id: 1 } });
    expect(ok([1, 2], '查询成功')).toEqual({ code: 200, message: '查询成功', data: [1, 2] });
    expect(isSuccess(e)).toBe(true);
  });
  it('fail carries the code, message and null data by default', () => {
    expect(fail(BAD_REQUEST, '请输入手机号')).toEqual({ code: 400, message: '请输入手机号', data: null });
    expect(fail(PWD_LOCKED, '密码已锁定', { minutes: 30 })).toEqual({ code: 9941, message: '密码已锁定', data: { minutes: 30 } });
    expect(isSuccess(fail(SERVER_ERROR, 'x'))).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });
});

describe('MESSAGES_8', () => {
  it('holds the section 5/6/8 texts verbatim', () => {
    expect(MESSAGES_8.smsSent).toBe('手机验证码发送成功！请注意查收');
    expect(MESSAGES_8.operationFailed).toBe('操作失败');
    expect(MESSAGES_8.releaseAgentSuccess).toBe('解除经纪人角色成功');
    expect(MESSAGES_8.cancelAccountSuccess).toBe('注销账户成功');
    expect(MESSAGES_8.loadFailed).toBe('加载失败');
    expect(MESSAGES_8.fullscreenUnsupported).toBe('you browser can not work');
    expect(MESSAGES_8.exportNoData).toBe('请勾选或查询需要下载的数据');
    expect(MESSAGES_8.ssoOnly).toBe('冀东内部用户请使用统一登录门户修改');
    expect(MESSAGES_8.notRealNameAuthed).toBe('您还未实名认证，请先提交实名认证信息后进行业务操作！');
    expect(MESSAGES_8.noInvoiceQualification).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行开票操作！');
    expect(MESSAGES_8.noBusinessQualification).toBe('您还未进行资质认证，请先提交资质认证信息审核通过后再进行业务操作！');
    expect(MESSAGES_8.loggedOut).toBe('您已登出，可以取消继续留在该页面，或者重新登录');
    expect(MESSAGES_8.fallbackError).toBe('Error');
  });
});
