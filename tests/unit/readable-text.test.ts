import { describe, expect, it } from 'vitest';
import { unreadable } from '../e2e/readable-text';

describe('the readable-text rules of the screen crawl (issue 42)', () => {
  it('finds the raw keys, fen amounts and region codes the issue found', () => {
    expect(unreadable('2026-11-28 10:00 audit（已签收） 张三')).toHaveLength(1);
    expect(unreadable('状态：WAITACCEPT')).toHaveLength(1);
    expect(unreadable('结算方式 pay_after_completion')).toHaveLength(1);
    expect(unreadable('钱包支付 153504 分，银行流水号 B123')).toHaveLength(1);
    expect(unreadable('线下付款 1,535.04 元 与 2000分')).toHaveLength(1);
    expect(unreadable('1302 → 3101 的运单 PC2026112800001 已签收')).toHaveLength(1);
    expect(unreadable('130207->120116')).toHaveLength(1);
    expect(unreadable('2026-11-28 10:00\tentrust\t李建国')).toHaveLength(1);
  });

  it('lets the words, times, scores and numbers people read pass', () => {
    expect(
      unreadable(
        '审核（已签收） 钱包支付 1,535.04 元 每5分钟上报一次 11月28日9时05分 评分 4.5 分（1–5 分） 唐山市 → 天津市 ICBC 中国工商银行 PC2026112800001 2026-11-01 至 2026-11-30 10:30 → 11:45',
      ),
    ).toEqual([]);
    expect(unreadable('online help in English, cash and load words')).toEqual([]);
  });
});
