// Electronic contracts (issue 46) on the demo data: templates released and versioned by
// operations; a controlled order's two contracts made from them; signing by password, once per
// party, never after expiry or recall; the frozen hash kept; completion sealed; supplementary
// agreements; and nothing of it seen or touched by another company.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { CONTRACT_MESSAGES as M, templateInput, unknownPlaceholderMessage } from '../../contract/contracts/contracts';
import { contractHistory, contractParties, contracts, contractTemplates, smsCodes, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { Refusal } from '../../http/refusal';
import { formatDateTime } from '../../contract/format';
import { VERIFY_MESSAGES } from '../../contract/contracts/api-verify';
import { nextIp, t, tokens, withSignedInPlatform } from '../auth/testing';
import { SMS_EXPIRED_MESSAGE, SMS_WRONG_MESSAGE, type SmsSender } from '../auth/sms';
import { storageFor } from '../files/storage';
import { contractFor, createAgreement, insertContract, recallContract, rejectContract, sendSignSmsCode, signContract } from './contracts';
import { frameworkTracking, makeFrameworkContract } from './framework';
import { makeOrderContracts } from './order-contracts';
import { pdfPaperFor } from './document-paper';
import { sha256Hex } from './paper';
import { verifyContractPdf } from './verify';
import { documentSettingsOf } from './certificate';
import { invalidateTemplate, newTemplateVersion, releasedTemplate, releaseTemplate, saveTemplate } from './templates';
import { freshControlOrder, testSigning } from './testing';
import { contractDetail, contractPage } from './views';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 唐山冀东钢铁贸易
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达
const OTHER = DEMO_ACCOUNTS.fenheShipper.mobile; // 山西汾河煤业运销: party to nothing here
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

withSignedInPlatform([SHIPPER, CARRIER]);

async function authOf(mobile: string, role: Role): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}
const shipper = () => authOf(SHIPPER, 'enterprise_shipper');
const carrier = () => authOf(CARRIER, 'carrier');
const other = () => authOf(OTHER, 'enterprise_shipper');
const operator = () => authOf(OPERATOR, 'operator');

/** The refusal a call ends in; a success or any other error fails the test. */
async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal, the call succeeded');
}

const signing = testSigning();
const sign = async (auth: Auth, contractId: number, password = DEMO_PASSWORD) =>
  signContract(t.db, signing, auth, { contractId, password, userAgent: 'vitest' }, '203.0.113.7');

/** A fresh controlled order's two contracts: [shipper's, carrier's]. */
async function orderContracts() {
  const order = await freshControlOrder();
  const ids = await makeOrderContracts(t.db, signing, order.id);
  const rows = await Promise.all(ids.map(async (id) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]));
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
  return { order, shipperContract: byKind.shipper, carrierContract: byKind.carrier };
}

describe('templates', () => {
  it('accept only whitelisted placeholders', () => {
    const parsed = templateInput.safeParse({ name: '测试', kind: 'shipper', clauses: [{ title: '甲方', text: '{{shipperName}}，{{bankAccount}}' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['clauses', 0, 'text'], message: unknownPlaceholderMessage(['bankAccount']) });
  });

  it('are operations’ own: a shipper may not write one', async () => {
    const refusal = await refusalOf(saveTemplate(t.db, await shipper(), { name: '货主模板', kind: 'shipper', clauses: [{ title: '一', text: '二' }] }));
    expect(refusal.message).toBe(M.operatorsOnly);
  });

  it('draft → released is never edited; a new version released makes the old one invalid; one draft at a time', async () => {
    const ops = await operator();
    const v1 = await saveTemplate(t.db, ops, { name: '版本测试模板', kind: 'framework', clauses: [{ title: '甲方', text: '{{shipperName}}' }] });
    expect(v1).toMatchObject({ status: 'DRAFT', version: 1 });
    await saveTemplate(t.db, ops, { id: v1.id, name: '版本测试模板', kind: 'framework', clauses: [{ title: '甲方', text: '托运方{{shipperName}}' }] });
    await releaseTemplate(t.db, ops, v1.id);
    expect((await refusalOf(saveTemplate(t.db, ops, { id: v1.id, name: '改', kind: 'framework', clauses: [{ title: '一', text: '二' }] }))).message).toBe(
      M.releasedNotEditable,
    );
    expect((await refusalOf(releaseTemplate(t.db, ops, v1.id))).message).toBe(M.templateState);
    const v2 = await newTemplateVersion(t.db, ops, v1.id);
    expect(v2).toMatchObject({ code: v1.code, version: 2, status: 'DRAFT' });
    expect((await refusalOf(newTemplateVersion(t.db, ops, v1.id))).message).toBe(M.draftExists);
    await releaseTemplate(t.db, ops, v2.id);
    const versions = await t.db.select().from(contractTemplates).where(eq(contractTemplates.code, v1.code)).orderBy(contractTemplates.version);
    expect(versions.map((v) => v.status)).toEqual(['INVALID', 'RELEASED']);
    // the released clause text is what it was when released
    expect(versions[0].clauses).toEqual([{ title: '甲方', text: '托运方{{shipperName}}' }]);
    await invalidateTemplate(t.db, ops, v2.id);
    expect((await refusalOf(invalidateTemplate(t.db, ops, v2.id))).message).toBe(M.templateState);
  });

  it('the demo seed released one of each kind', async () => {
    for (const kind of ['shipper', 'carrier', 'driver', 'framework', 'invoice_agency', 'supplement'] as const) {
      expect(await releasedTemplate(t.db, kind), kind).not.toBeNull();
    }
  });
});

describe('a controlled order’s contracts', () => {
  it('are made from the released templates, frozen and sent; made once per order and kind', async () => {
    const { order, shipperContract, carrierContract } = await orderContracts();
    expect(shipperContract).toMatchObject({ status: 'SIGNING', orderId: order.id, totalFen: order.totalFen });
    expect(carrierContract).toMatchObject({ status: 'SIGNING', orderId: order.id });
    const template = await releasedTemplate(t.db, 'shipper');
    expect(shipperContract.templateVersion).toBe(template!.version);
    expect(shipperContract.clauses[0].text).toContain('唐山冀东钢铁贸易');
    expect(shipperContract.clauses.map((c) => c.text).join('')).not.toContain('{{');
    // the frozen file's hash is stored, and the stored bytes have it
    const bytes = await signing.storage.get(`${shipperContract.pdfUuid!.slice(0, 2)}/${shipperContract.pdfUuid}`);
    expect(sha256Hex(bytes!)).toBe(shipperContract.pdfSha256);
    // the platform signed as issuer when signing started
    const parties = await t.db.select().from(contractParties).where(eq(contractParties.contractId, shipperContract.id));
    expect(parties.find((p) => p.role === 'platform')).toMatchObject({ signMethod: 'platform' });
    expect(parties.find((p) => p.role === 'shipper')?.signedAt).toBeNull();
    // a second run makes nothing; a second live contract of the kind is refused by the database
    expect(await makeOrderContracts(t.db, signing, order.id)).toEqual([]);
    const again = t.db.transaction((tx) =>
      insertContract(
        tx,
        {
          kind: 'shipper',
          title: '重复',
          template: null,
          orderId: order.id,
          goodsName: '',
          originAddress: '',
          destAddress: '',
          weightKg: 0,
          unitPriceFen: 0,
          totalFen: 0,
          paymentTerms: '',
          termStart: '2026-01-01',
          termEnd: '2026-12-31',
          parties: [],
          clauses: [],
        },
        null,
      ),
    );
    await expect(again).rejects.toThrow();
  });

  it('only parties see them: another company gets not-found and an empty list', async () => {
    const { shipperContract, carrierContract } = await orderContracts();
    const stranger = await other();
    expect((await refusalOf(contractFor(t.db, stranger, shipperContract.id))).code).toBe(404);
    expect((await refusalOf(contractDetail(t.db, stranger, carrierContract.id))).code).toBe(404);
    const page = await contractPage(t.db, stranger, { pageNumber: 1, pageSize: 50 });
    expect(page.records.map((r) => r.id)).not.toContain(shipperContract.id);
    // the carrier sees its own contract but not the shipper's with the platform
    const theCarrier = await carrier();
    expect((await contractDetail(t.db, theCarrier, carrierContract.id)).actions).toContain('sign');
    expect((await refusalOf(contractDetail(t.db, theCarrier, shipperContract.id))).code).toBe(404);
    // and cannot sign it either
    expect((await refusalOf(sign(theCarrier, shipperContract.id))).code).toBe(404);
  });
});

describe('signing', () => {
  it('needs the signer’s password; a wrong one signs nothing and is counted', async () => {
    const { shipperContract } = await orderContracts();
    const refusal = await refusalOf(sign(await shipper(), shipperContract.id, 'wrong-password'));
    expect(refusal.message).toBe('登录密码不正确，还可尝试4次');
    expect(refusal.data).toMatchObject({ field: 'password' });
    const [party] = await t.db
      .select()
      .from(contractParties)
      .where(and(eq(contractParties.contractId, shipperContract.id), eq(contractParties.role, 'shipper')));
    expect(party).toMatchObject({ signedAt: null, passwordFailures: 1 });
  });

  it('records time, IP, browser and method; each party signs once; the last completes and seals; the frozen hash never changes', async () => {
    const { shipperContract } = await orderContracts();
    const first = await sign(await shipper(), shipperContract.id);
    expect(first.completed).toBe(true); // the platform signed at sending, the shipper last
    const [party] = await t.db
      .select()
      .from(contractParties)
      .where(and(eq(contractParties.contractId, shipperContract.id), eq(contractParties.role, 'shipper')));
    expect(party).toMatchObject({ signIp: '203.0.113.7', signUserAgent: 'vitest', signMethod: 'password' });
    expect(party.signedAt).toBeInstanceOf(Date);
    const [done] = await t.db.select().from(contracts).where(eq(contracts.id, shipperContract.id));
    expect(done.status).toBe('COMPLETE');
    expect(done.pdfSha256).toBe(shipperContract.pdfSha256);
    const sealed = await signing.storage.get(`${done.sealedUuid!.slice(0, 2)}/${done.sealedUuid}`);
    expect(sha256Hex(sealed!)).toBe(done.sealedSha256);
    expect(Buffer.from(sealed!).toString()).toContain('SEALED');
    expect((await refusalOf(sign(await shipper(), shipperContract.id))).message).toBe(M.alreadySigned);
    const moves = await t.db.select().from(contractHistory).where(eq(contractHistory.contractId, shipperContract.id)).orderBy(contractHistory.id);
    expect(moves.map((m) => m.action)).toEqual(['create', 'send', 'sign', 'complete']);
  });

  it('concurrent double submits sign once', async () => {
    const { carrierContract } = await orderContracts();
    const auth = await carrier();
    const results = await Promise.allSettled([sign(auth, carrierContract.id), sign(auth, carrierContract.id), sign(auth, carrierContract.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const signs = await t.db
      .select()
      .from(contractHistory)
      .where(and(eq(contractHistory.contractId, carrierContract.id), eq(contractHistory.action, 'sign')));
    expect(signs).toHaveLength(1);
    const [done] = await t.db.select().from(contracts).where(eq(contracts.id, carrierContract.id));
    expect(done.status).toBe('COMPLETE');
  });

  it('is refused after the deadline (the contract expires) and after a recall', async () => {
    const { shipperContract, carrierContract } = await orderContracts();
    await t.db
      .update(contracts)
      .set({ signDeadline: new Date(Date.now() - 1000) })
      .where(eq(contracts.id, shipperContract.id));
    expect((await refusalOf(sign(await shipper(), shipperContract.id))).message).toBe(M.expired);
    expect((await t.db.select().from(contracts).where(eq(contracts.id, shipperContract.id)))[0].status).toBe('EXPIRED');
    // the carrier is no initiator: recalling is not theirs (the platform made it)
    expect((await refusalOf(recallContract(t.db, await carrier(), carrierContract.id, '撤回'))).code).toBe(404);
    await recallContract(t.db, await operator(), carrierContract.id, '订单变更');
    expect((await refusalOf(sign(await carrier(), carrierContract.id))).message).toBe(M.notSigning);
  });

  it('a party that has not signed may reject with a reason; then nobody signs', async () => {
    const { carrierContract } = await orderContracts();
    const rejected = await rejectContract(t.db, await carrier(), carrierContract.id, '运价与约定不符');
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: '运价与约定不符' });
    expect((await refusalOf(rejectContract(t.db, await carrier(), carrierContract.id, '再拒'))).message).toBe(M.state);
    expect((await refusalOf(sign(await carrier(), carrierContract.id))).message).toBe(M.notSigning);
  });
});

describe('signing by SMS code', () => {
  /** The codes sent, as a provider would receive them. */
  const sent: { mobile: string; type: string; code: string }[] = [];
  const sender: SmsSender = { send: async (mobile, type, _content, code) => void sent.push({ mobile, type, code }) };
  const signBySms = async (auth: Auth, contractId: number, smsCode: string) =>
    signContract(t.db, signing, auth, { contractId, smsCode, userAgent: 'vitest' }, '203.0.113.8');
  /** Lets the signer's phone ask again now (the 60 s wait per phone is the SMS layer's own, tested there). */
  const endWait = (mobile: string) =>
    t.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.mobile, mobile));
  const unsignedParty = async (contractId: number, role: string) =>
    (
      await t.db
        .select()
        .from(contractParties)
        .where(and(eq(contractParties.contractId, contractId), eq(contractParties.role, role)))
    )[0];

  it('sends the code to the signer’s own phone; a wrong or expired code is refused at the field and signs nothing; the right one signs with method sms', async () => {
    const { carrierContract } = await orderContracts();
    const auth = await carrier();
    await endWait(CARRIER);
    await sendSignSmsCode(t.db, sender, auth, carrierContract.id);
    const code = sent.at(-1)!;
    expect(code).toMatchObject({ mobile: CARRIER, type: 'contract_sign' });

    const wrong = await refusalOf(signBySms(auth, carrierContract.id, code.code === '000000' ? '111111' : '000000'));
    expect(wrong).toMatchObject({ message: SMS_WRONG_MESSAGE, data: { field: 'smsCode' } });
    expect(await unsignedParty(carrierContract.id, 'carrier')).toMatchObject({ signedAt: null, signMethod: null });
    expect((await t.db.select().from(contracts).where(eq(contracts.id, carrierContract.id)))[0].status).toBe('SIGNING');

    // an expired code: refused, nothing signed
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.mobile, CARRIER), isNull(smsCodes.usedAt)));
    const expired = await refusalOf(signBySms(auth, carrierContract.id, code.code));
    expect(expired).toMatchObject({ message: SMS_EXPIRED_MESSAGE, data: { field: 'smsCode' } });
    expect(await unsignedParty(carrierContract.id, 'carrier')).toMatchObject({ signedAt: null });

    await endWait(CARRIER);
    await sendSignSmsCode(t.db, sender, auth, carrierContract.id);
    const signed = await signBySms(auth, carrierContract.id, sent.at(-1)!.code);
    expect(signed.completed).toBe(true);
    expect(await unsignedParty(carrierContract.id, 'carrier')).toMatchObject({ signMethod: 'sms', signIp: '203.0.113.8', signUserAgent: 'vitest' });
    const [sign] = await t.db
      .select()
      .from(contractHistory)
      .where(and(eq(contractHistory.contractId, carrierContract.id), eq(contractHistory.action, 'sign')));
    expect(sign.remark).toContain('短信验证码确认');
    // the method is on the sealed copy's signature page (the text paper prints each party's method)
    const [done] = await t.db.select().from(contracts).where(eq(contracts.id, carrierContract.id));
    const sealed = await signing.storage.get(`${done.sealedUuid!.slice(0, 2)}/${done.sealedUuid}`);
    expect(Buffer.from(sealed!).toString()).toMatch(/carrier:[^|]+:[^|]+:sms/);
  });

  it('is asked only by a party with something left to sign, while the contract is in signing', async () => {
    const { shipperContract, carrierContract } = await orderContracts();
    await endWait(SHIPPER);
    await endWait(OTHER);
    const before = sent.length;
    // another company: the contract is not there
    expect((await refusalOf(sendSignSmsCode(t.db, sender, await other(), shipperContract.id))).code).toBe(404);
    await recallContract(t.db, await operator(), carrierContract.id, '订单变更');
    expect((await refusalOf(sendSignSmsCode(t.db, sender, await carrier(), carrierContract.id))).message).toBe(M.notSigning);
    await sign(await shipper(), shipperContract.id);
    expect((await refusalOf(sendSignSmsCode(t.db, sender, await shipper(), shipperContract.id))).message).toBe(M.alreadySigned);
    expect(sent.length).toBe(before);
  });

  it('through the API: the code goes out with the 60 s wait per phone, and a code signs', async () => {
    const { carrierContract } = await orderContracts();
    await endWait(CARRIER);
    const first = await t.call('/contract/sign/smsCode', { token: tokens[CARRIER], ip: nextIp(), json: { contractId: carrierContract.id } });
    expect(first.body).toMatchObject({ code: 200, message: '手机验证码发送成功！请注意查收', data: { seconds: 60 } });
    const again = await t.call('/contract/sign/smsCode', { token: tokens[CARRIER], ip: nextIp(), json: { contractId: carrierContract.id } });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/^请\d+秒后再试$/);
    const bad = await t.call('/contract/sign/sms', { token: tokens[CARRIER], json: { contractId: carrierContract.id, smsCode: '12ab' } });
    expect(bad.body).toMatchObject({ code: 400, message: M.smsCodeFormat });
    const [row] = await t.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, CARRIER), eq(smsCodes.type, 'contract_sign'), isNull(smsCodes.usedAt)));
    const signed = await t.call('/contract/sign/sms', { token: tokens[CARRIER], json: { contractId: carrierContract.id, smsCode: row.code } });
    expect(signed.body).toMatchObject({ code: 200, message: M.completed, data: { status: 'COMPLETE' } });
  });
});

describe('supplementary agreements', () => {
  it('amend a completed contract’s price as a new contract signed the same way; the contract itself is unchanged', async () => {
    const { shipperContract } = await orderContracts();
    expect(
      (await refusalOf(createAgreement(t.db, signing, await shipper(), { contractId: shipperContract.id, unitPriceFen: 19_000, reason: '油价下调' }))).message,
    ).toBe(M.notComplete);
    await sign(await shipper(), shipperContract.id);
    const agreement = await createAgreement(t.db, signing, await shipper(), { contractId: shipperContract.id, unitPriceFen: 19_000, reason: '油价下调' });
    expect(agreement).toMatchObject({ kind: 'supplement', status: 'SIGNING', parentContractId: shipperContract.id, unitPriceFen: 19_000 });
    expect(agreement.clauses.map((c) => c.text).join('')).toContain('190.00');
    // its frozen text names the contract it amends: number, title, parties and date
    const frozen = Buffer.from((await signing.storage.get(`${agreement.pdfUuid!.slice(0, 2)}/${agreement.pdfUuid}`))!).toString();
    // in the parties' order (an unordered select follows the heap, which updates reorder)
    const names = (await t.db.select().from(contractParties).where(eq(contractParties.contractId, shipperContract.id)).orderBy(contractParties.id)).map(
      (p) => p.name,
    );
    expect(frozen).toContain(
      `AMENDS:${shipperContract.contractNo}《${shipperContract.title}》（签署方：${names.join('、')}；订立日期：${formatDateTime(shipperContract.createdAt, 'YYYY-MM-DD')}）`,
    );
    const [parent] = await t.db.select().from(contracts).where(eq(contracts.id, shipperContract.id));
    expect(parent).toMatchObject({ status: 'COMPLETE', unitPriceFen: shipperContract.unitPriceFen, sealedSha256: parent.sealedSha256 });
    // the shipper made it, the platform signed at sending: the shipper signs it with the password
    expect((await sign(await shipper(), agreement.id)).completed).toBe(true);
    const detail = await contractDetail(t.db, await shipper(), shipperContract.id);
    expect(detail.agreements).toMatchObject([{ id: agreement.id, status: 'COMPLETE', unitPriceFen: 19_000 }]);
    // another company can neither see nor amend it
    expect((await refusalOf(createAgreement(t.db, signing, await other(), { contractId: shipperContract.id, unitPriceFen: 1, reason: 'x' }))).code).toBe(404);
  });
});

describe('framework contracts', () => {
  it('a confirmed big order gets one, signed by shipper and carrier; its tracking shows the orders under it; others get 404', async () => {
    const carrierUser = (await carrier()).user;
    const saved = await t.call('/bigOrder/save', {
      token: tokens[SHIPPER],
      json: {
        carrierCompanyId: carrierUser.companyId,
        goodsName: '框架测试卷板',
        goodsType: 'steel',
        totalWeightT: '100',
        unitPrice: '95.00',
        chargeNode: 'unload',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        originCity: '1302',
        originAddress: '丰南区沿海工业区钢铁大街8号',
        destCity: '1201',
        destAddress: '滨海新区东疆港区亚洲路6975号',
      },
    });
    expect(saved.body.code).toBe(200);
    const bigOrderId = saved.body.data.id as number;
    expect((await t.call('/bigOrder/confirm', { token: tokens[CARRIER], json: { bigOrderId } })).body.code).toBe(200);
    const made = await makeFrameworkContract(t.db, signing, await shipper(), bigOrderId);
    expect(made).toMatchObject({ kind: 'framework', status: 'SIGNING', bigOrderId, weightKg: 100_000, totalFen: 950_000, termEnd: '2026-12-31' });
    expect((await refusalOf(makeFrameworkContract(t.db, signing, await shipper(), bigOrderId))).message).toBe(M.frameworkExists);
    expect((await refusalOf(makeFrameworkContract(t.db, signing, await other(), bigOrderId))).code).toBe(404);
    expect((await sign(await shipper(), made.id)).completed).toBe(false);
    expect((await sign(await carrier(), made.id)).completed).toBe(true);
    expect((await t.call('/bigOrder/release', { token: tokens[SHIPPER], json: { bigOrderId, weightT: '32', vehicleCount: 1 } })).body.code).toBe(200);
    const track = await frameworkTracking(t.db, await carrier(), made.id);
    expect(track).toMatchObject({
      status: 'COMPLETE',
      contractedKg: 100_000,
      releasedKg: 32_000,
      deliveredKg: 0,
      contractedFen: 950_000,
      releasedFen: 304_000,
    });
    expect(track.orders).toHaveLength(1);
    expect((await refusalOf(frameworkTracking(t.db, await other(), made.id))).code).toBe(404);
  });
});

describe('the documents (through the API, with the PDF layer)', () => {
  it('a completed contract’s sealed PDF verifies, an altered byte fails; parties download it, another company gets 404', async () => {
    const order = await freshControlOrder();
    // the test platform has no job runner: the order's contracts are made as the job would, with real PDFs
    await makeOrderContracts(
      t.db,
      { paper: pdfPaperFor({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), storage: storageFor({ DATA_DIR: 'memory://' }) },
      order.id,
    );
    const [shipperContract] = await t.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.orderId, order.id), eq(contracts.kind, 'shipper')));
    const signed = await t.call('/contract/sign', { token: tokens[SHIPPER], json: { contractId: shipperContract.id, password: DEMO_PASSWORD } });
    expect(signed.body).toMatchObject({ code: 200, message: M.completed, data: { status: 'COMPLETE' } });
    const [done] = await t.db.select().from(contracts).where(eq(contracts.id, shipperContract.id));
    const file = await t.raw(`/actions/downloadContract/?uuid=${done.sealedUuid}`, { token: tokens[SHIPPER] });
    expect(file.status).toBe(200);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(sha256Hex(pdf)).toBe(done.sealedSha256);
    const settings = documentSettingsOf({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    expect((await verifyContractPdf(pdf, settings)).valid).toBe(true);
    const altered = Buffer.from(pdf);
    altered[200] ^= 1;
    expect((await verifyContractPdf(altered, settings)).valid).toBe(false);

    // the public verification page, by the number printed on it: its facts without a sign-in, and a
    // copy compared with the stored sealed file (the same one matches; a byte changed neither verifies nor matches)
    const facts = await t.call(`/contract/verify/facts?no=${done.contractNo}`, { ip: nextIp() });
    expect(facts.body).toMatchObject({
      code: 200,
      data: { contractNo: done.contractNo, status: 'COMPLETE', sealedSha256: done.sealedSha256, frozenSha256: done.pdfSha256, amendsContractNo: null },
    });
    expect(facts.body.data.parties).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'shipper', name: '唐山冀东钢铁贸易有限公司', signMethod: 'password' })]),
    );
    expect(JSON.stringify(facts.body.data)).not.toMatch(/signIp|203\.0\.113|creditCode|totalFen/);
    const unknown = await t.call('/contract/verify/facts?no=HT000000000000000', { ip: nextIp() });
    expect(unknown.body).toMatchObject({ code: 404, message: VERIFY_MESSAGES.unknownContract, data: { field: 'no' } });
    expect((await t.call('/contract/verify/facts?no=HT%3Cx%3E', { ip: nextIp() })).body).toMatchObject({ code: 400, message: VERIFY_MESSAGES.contractNo });
    const verify = (bytes: Buffer, contractNo: string) => t.call('/contract/pdf/verify', { ip: nextIp(), json: { pdf: bytes.toString('base64'), contractNo } });
    expect((await verify(pdf, done.contractNo)).body.data).toMatchObject({ valid: true, matchesStored: true, sha256: done.sealedSha256 });
    expect((await verify(altered, done.contractNo)).body.data).toMatchObject({ valid: false, matchesStored: false });
    expect((await verify(pdf, 'HT000000000000000')).body).toMatchObject({ code: 404, message: VERIFY_MESSAGES.unknownContract });
    // the carrier is no party of the shipper's contract: neither it nor its file
    expect((await t.call(`/contract/findById/${done.id}`, { token: tokens[CARRIER] })).body.code).toBe(404);
    expect((await t.raw(`/actions/downloadContract/?uuid=${done.sealedUuid}`, { token: tokens[CARRIER] })).status).toBe(404);
  });
});
