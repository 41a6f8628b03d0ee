// The 代开 agreement as an e-contract (decision 037): a payee makes it from the released template
// (the agreement's text, the payee and the platform as parties), one live per person; it is signed as
// every contract is (frozen hash, intention, seal) and verifiable by number; 代开 is refused without
// a signed one and allowed with one; an acceptance recorded before the change stays valid; a
// shipper has none, another payee sees none of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { CONTRACT_MESSAGES as CM } from '../../contract/contracts/contracts';
import { AGENCY_AGREEMENT, AGENCY_MESSAGES as M, agencyAgreementText } from '../../contract/invoices/agency';
import { agencyAgreements, agencyApplications, contractParties, contracts, messages, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import type { Refusal } from '../../http/refusal';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { AGENCY_CLAUSES } from '../../seed/areas/contracts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { applyForAgency } from '../invoices/agency';
import { billOf } from '../invoices/testing';
import { approvedWaybillsOfShunda, copyForCarrier } from '../money/testing';
import { agencyContractOf, AGENCY_TERM_DAYS, makeAgencyContract } from './agency';
import { invalidateContract, signContract } from './contracts';
import { testSigning } from './testing';
import { contractDetail, contractPage } from './views';

let t: TestPlatform;
let shipper: Auth;
let payee: Auth;
let driver: Auth;
let operator: Auth;
let pool: { id: number; freightFen: number | null }[] = [];
let copies = 0;
const signing = testSigning();

async function authOf(mobile: string, role: Role): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

/** The call is refused with these fields of the refusal (message, code, data: { field }). */
const refused = (promise: Promise<unknown>, expected: { message?: string; code?: number; field?: string }) =>
  expect(promise).rejects.toMatchObject({
    ...(expected.message ? { message: expected.message } : {}),
    ...(expected.code ? { code: expected.code } : {}),
    ...(expected.field ? { data: { field: expected.field } } : {}),
  });

/** A waybill of the steel shipper carried by the individual agent 赵春生, billed to him as a person and paid. */
async function paidToPayee(): Promise<number> {
  const w = pool.shift()!;
  const id = await copyForCarrier(t, w.id, payee, `DKC${(copies += 1)}`);
  await billOf(t, shipper, [id]);
  return id;
}

const sign = (auth: Auth, contractId: number) => signContract(t.db, signing, auth, { contractId, password: DEMO_PASSWORD, userAgent: 'vitest' }, '203.0.113.9');

beforeAll(async () => {
  t = await openTestPlatform();
  [shipper, payee, driver, operator] = await Promise.all([
    authOf(DEMO_ACCOUNTS.enterpriseShipper.mobile, 'enterprise_shipper'),
    authOf(DEMO_ACCOUNTS.individualAgent.mobile, 'individual_agent'),
    authOf(DEMO_ACCOUNTS.driverCaoLijun.mobile, 'driver'),
    authOf(DEMO_ACCOUNTS.operator.mobile, 'operator'),
  ]);
  const shipperToken = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
  pool = (await approvedWaybillsOfShunda(t, shipperToken, shipper)).filter((w) => (w.freightFen ?? 0) > 0);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the 代开 agreement as a contract', () => {
  it('is made from the released template with the agreement text, the payee and the platform, sent for signing; one live per person', async () => {
    expect(await agencyContractOf(t.db, driver)).toEqual({ contract: null });
    const made = await makeAgencyContract(t.db, signing, driver);
    expect(made).toMatchObject({ kind: 'invoice_agency', status: 'SIGNING', createdBy: driver.user.id });
    expect(made.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    // the agreement's own clauses, filled with the payee's name
    const texts = made.clauses.map((c) => c.text).join('\n');
    expect(texts).toContain(driver.user.realName);
    for (const clause of AGENCY_AGREEMENT.clauses) expect(texts).toContain(clause.replace(/^[一二三四五六七八九十]+、/, ''));
    expect(made.clauses).toHaveLength(AGENCY_CLAUSES.length);
    const days = (Date.parse(made.termEnd) - Date.parse(made.termStart)) / 86_400_000;
    expect(days).toBe(AGENCY_TERM_DAYS);
    const parties = await t.db.select().from(contractParties).where(eq(contractParties.contractId, made.id));
    expect(parties.map((p) => [p.role, p.userId, p.companyId === null, p.creditCode === driver.user.idCard])).toEqual(
      expect.arrayContaining([['payee', driver.user.id, true, true]]),
    );
    expect(parties.find((p) => p.role === 'platform')?.signMethod).toBe('platform');
    // his message opens the contract where a driver reads contracts (合同协议), not the shippers' screen
    const [sent] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, driver.user.id), eq(messages.title, `合同${made.contractNo}待签署`)));
    expect(sent.link).toBe(`/contract-manage/contractAgreement?id=${made.id}`);
    // a second (even concurrent) request makes nothing more
    const again = await Promise.allSettled([makeAgencyContract(t.db, signing, driver), makeAgencyContract(t.db, signing, driver)]);
    expect(again.map((r) => (r.status === 'rejected' ? (r.reason as Refusal).message : 'made'))).toEqual([CM.agencyExists, CM.agencyExists]);
    const live = await t.db.select().from(contracts).where(eq(contracts.kind, 'invoice_agency'));
    expect(live.filter((c) => c.createdBy === driver.user.id)).toHaveLength(1);
    // he sees it among his contracts, with 'sign' to do and no supplementary agreement later
    const mine = await contractPage(t.db, driver, { kind: 'invoice_agency', pageNumber: 1, pageSize: 20 });
    expect(mine.records.map((r) => r.id)).toEqual([made.id]);
    expect((await contractDetail(t.db, driver, made.id)).actions).toContain('sign');
    expect(await agencyContractOf(t.db, driver)).toMatchObject({ contract: { id: made.id, status: 'SIGNING', signedAt: null } });

    // signed: complete and sealed; the screen's answer says so
    const { completed, contract } = await sign(driver, made.id);
    expect(completed).toBe(true);
    expect(contract.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await contractDetail(t.db, driver, made.id)).actions).not.toContain('agreement');
    expect(await agencyContractOf(t.db, driver)).toMatchObject({ contract: { id: made.id, status: 'COMPLETE', sealedUuid: contract.sealedUuid } });
    // another payee sees none of it
    expect((await contractPage(t.db, payee, { kind: 'invoice_agency', pageNumber: 1, pageSize: 20 })).records.map((r) => r.id)).not.toContain(made.id);
    await refused(contractDetail(t.db, payee, made.id), { code: 404 });
  });

  it('is refused to a shipper, and to a payee without a real name and ID number', async () => {
    await refused(makeAgencyContract(t.db, signing, shipper), { message: CM.agencyNotPayee, code: 403 });
    const res = await t.call('/contract/agency/save', { token: await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile), json: {} });
    expect(res.body.message).toBe(CM.agencyNotPayee);
    await t.db.update(users).set({ idCard: null }).where(eq(users.mobile, DEMO_ACCOUNTS.driverYuanZhenghua.mobile));
    const yuan = await authOf(DEMO_ACCOUNTS.driverYuanZhenghua.mobile, 'driver');
    await refused(makeAgencyContract(t.db, signing, yuan), { message: CM.agencyNoIdentity });
  });

  it('代开 is refused without a signed 代开 contract and allowed with one', async () => {
    const first = await paidToPayee();
    // nothing signed: refused at the agreement
    await refused(applyForAgency(t.db, payee, { waybillIds: [first] }), { message: M.agreementFirst, field: 'agreement' });
    // made but not yet signed: still refused
    const made = await makeAgencyContract(t.db, signing, payee);
    await refused(applyForAgency(t.db, payee, { waybillIds: [first] }), { message: M.agreementFirst });
    // signed through the platform's API: allowed, the application names the contract
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile);
    const signed = await t.call('/contract/sign', { token, json: { contractId: made.id, password: DEMO_PASSWORD } });
    expect(signed.body, signed.body.message).toMatchObject({ code: 200, data: { status: 'COMPLETE' } });
    const application = await applyForAgency(t.db, payee, { waybillIds: [first] });
    expect(application).toMatchObject({
      status: 'APPLYING',
      agreementVersion: made.contractNo,
      driverName: payee.user.realName,
      driverTaxNo: payee.user.idCard,
    });
    // voided by operations: refused again
    await invalidateContract(t.db, operator, made.id, '测试：作废代开协议');
    const second = await paidToPayee();
    await refused(applyForAgency(t.db, payee, { waybillIds: [second] }), { message: M.agreementFirst });
    const [after] = await t.db.select().from(agencyApplications).where(eq(agencyApplications.id, application.id));
    expect(after.status).toBe('APPLYING');
  });

  it('honours an acceptance recorded before the agreement became a contract', async () => {
    // 赵春生's contract was voided above: only the old acceptance is left to let him apply
    const waybill = await paidToPayee();
    const body = agencyAgreementText();
    await t.db.insert(agencyAgreements).values({
      userId: payee.user.id,
      version: AGENCY_AGREEMENT.version,
      body,
      bodySha256: 'a'.repeat(64),
      signerName: payee.user.realName,
      signerIdNo: payee.user.idCard ?? '',
      ip: '10.0.0.1',
    });
    const application = await applyForAgency(t.db, payee, { waybillIds: [waybill] });
    expect(application).toMatchObject({ status: 'APPLYING', agreementVersion: AGENCY_AGREEMENT.version });
    // and the old acceptance endpoint is gone: new agreements are contracts
    const token = await t.sessionFor(DEMO_ACCOUNTS.individualAgent.mobile);
    const res = await t.call('/invoice/agency/agreement/sign', { token, json: { version: AGENCY_AGREEMENT.version, accept: true } });
    expect(res.body.code).not.toBe(200);
  });
});
