// 开票信息 (issue 45, step 1): each account keeps its own invoice details; the taxpayer number is
// checked by GB 32100 (pattern and check character) and a failing one changes nothing; another
// company never sees them.
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../contract/invoices/messages';
import { MESSAGES } from '../../contract/validators';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { call, withSignedInPlatform } from '../auth/testing';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile;
const OTHER = DEMO_ACCOUNTS.fenheShipper.mobile;
/** A valid 统一社会信用代码 (its check character is 6); the same with 7 fails GB 32100's check. */
const CREDIT_CODE = '91130200MA0A1B2C36';

const details = (extra: Record<string, unknown> = {}) => ({
  title: '唐山冀东钢铁贸易有限公司',
  taxpayerNo: CREDIT_CODE,
  registeredAddress: '河北省唐山市路北区建设路1号',
  registeredPhone: '0315-2345678',
  bankName: '中国工商银行唐山分行',
  bankAccount: '0403 0201 0900 1234 567',
  mailAddress: '河北省唐山市路北区建设路1号财务部',
  recipientName: '王会计',
  recipientPhone: '13812345678',
  ...extra,
});

withSignedInPlatform([SHIPPER, OTHER]);

describe('invoice details', () => {
  it('are null before the first save, then saved normalised and read back', async () => {
    expect((await call(SHIPPER, '/invoice/details')).body.data).toBeNull();
    const saved = await call(SHIPPER, '/invoice/details/save', details({ taxpayerNo: ' 91130200ma0a1b2c36 ' }));
    expect(saved.body.code).toBe(200);
    expect(saved.body.message).toBe(INVOICE_MESSAGES.detailsSaved);
    const read = (await call(SHIPPER, '/invoice/details')).body.data;
    expect(read).toMatchObject({ title: '唐山冀东钢铁贸易有限公司', taxpayerNo: CREDIT_CODE, bankAccount: '0403020109001234567', recipientName: '王会计' });
  });

  it('refuse a taxpayer number failing the GB 32100 check at its field, and keep what was saved', async () => {
    const refused = await call(SHIPPER, '/invoice/details/save', details({ taxpayerNo: '91130200MA0A1B2C37', title: '改过的抬头' }));
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.message).toContain(INVOICE_MESSAGES.taxpayerNoInvalid);
    expect((await call(SHIPPER, '/invoice/details')).body.data.title).toBe('唐山冀东钢铁贸易有限公司');
  });

  it('refuse a missing title, a bad phone and a bad bank account with their messages', async () => {
    const noTitle = await call(SHIPPER, '/invoice/details/save', details({ title: '  ' }));
    expect(noTitle.body.message).toContain(INVOICE_MESSAGES.titleRequired);
    const badPhone = await call(SHIPPER, '/invoice/details/save', details({ registeredPhone: '12345' }));
    expect(badPhone.body.message).toContain(MESSAGES.isMobile);
    const badAccount = await call(SHIPPER, '/invoice/details/save', details({ bankAccount: '12AB' }));
    expect(badAccount.body.message).toContain(INVOICE_MESSAGES.bankAccountInvalid);
  });

  it('are each account its own: another company reads none and its save changes only its own', async () => {
    expect((await call(OTHER, '/invoice/details')).body.data).toBeNull();
    await call(OTHER, '/invoice/details/save', details({ title: '山西汾河煤业运销有限公司', taxpayerNo: '91140100MA0X8K7L2P' }));
    expect((await call(OTHER, '/invoice/details')).body.data.title).toBe('山西汾河煤业运销有限公司');
    expect((await call(SHIPPER, '/invoice/details')).body.data.title).toBe('唐山冀东钢铁贸易有限公司');
  });
});
