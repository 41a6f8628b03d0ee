// 提醒签署 (the spec's contract send-message): the initiator or operations remind the parties yet to
// sign a contract in signing — never the caller's own party, never one that has signed; each party
// once an hour (a clear message with the minutes to wait; two presses at once remind once); the
// reminded get a message and, when they chose it, its SMS copy; the history names them; a party that
// did not start the contract is refused, another company does not find it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/auth/user';
import { CONTRACT_MESSAGES as M, REMIND_INTERVAL_MINUTES, remindTooSoonMessage } from '../../contract/contracts/contracts';
import { companies, contractHistory, contractParties, messages, smsOutbox, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { refusalOf } from '../../testing/refusal';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts';
import { t, tokens, withSignedInPlatform } from '../auth/testing';
import { insertContract, remindSigners, signContract, startSigning } from './contracts';
import { testSigning } from './testing';
import { contractDetail } from './views';

const SHIPPER = DEMO_ACCOUNTS.enterpriseShipper.mobile; // 唐山冀东钢铁贸易: makes the contract
const CARRIER = DEMO_ACCOUNTS.carrier.mobile; // 天津顺达: the other party
const OTHER = DEMO_ACCOUNTS.fenheShipper.mobile; // a company party to nothing here
const OPERATOR = DEMO_ACCOUNTS.operator.mobile;

withSignedInPlatform([SHIPPER, CARRIER, OTHER]);

async function authOf(mobile: string, role: Role): Promise<Auth> {
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { user, role, tokenHash: '' };
}

const signing = testSigning();

/** A contract the steel shipper makes with 顺达 and sends for signing: the shipper is its initiator. */
async function shipperContract(shipper: Auth, carrier: Auth) {
  const company = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)))[0];
  const [s, c] = await Promise.all([company(shipper.user.companyId!), company(carrier.user.companyId!)]);
  const draft = await t.db.transaction((tx) =>
    insertContract(
      tx,
      {
        kind: 'framework',
        title: '提醒签署测试合同',
        template: null,
        goodsName: '钢坯',
        originAddress: '唐山',
        destAddress: '天津',
        weightKg: 30_000,
        unitPriceFen: 10_000,
        totalFen: 300_000,
        paymentTerms: '月结',
        termStart: '2026-01-01',
        termEnd: '2026-12-31',
        parties: [
          { role: 'shipper', companyId: s.id, userId: shipper.user.id, name: s.name, creditCode: s.creditCode },
          { role: 'carrier', companyId: c.id, userId: carrier.user.id, name: c.name, creditCode: c.creditCode },
        ],
        clauses: [{ title: '运费', text: '每吨100元。' }],
      },
      shipper.user.id,
    ),
  );
  return startSigning(t.db, signing, shipper, draft.id);
}

const messagesOf = async (userId: number, contractNo: string) =>
  (await t.db.select().from(messages).where(eq(messages.userId, userId))).filter((m) => m.title === `合同${contractNo}待您签署`);

describe('提醒签署', () => {
  it('reminds only the unsigned parties, once an hour each, with the SMS copy they chose; the history names them', async () => {
    const shipper = await authOf(SHIPPER, 'enterprise_shipper');
    const carrier = await authOf(CARRIER, 'carrier');
    const operator = await authOf(OPERATOR, 'operator');
    await t.db.update(users).set({ smsNotices: true }).where(eq(users.id, carrier.user.id));
    const contract = await shipperContract(shipper, carrier);
    const [carrierCo] = await t.db.select().from(companies).where(eq(companies.id, carrier.user.companyId!));
    const [shipperCo] = await t.db.select().from(companies).where(eq(companies.id, shipper.user.companyId!));
    expect((await contractDetail(t.db, shipper, contract.id)).actions).toContain('remind');
    // not the carrier's to press: a party that did not start the contract
    expect((await contractDetail(t.db, carrier, contract.id)).actions).not.toContain('remind');

    // the initiator reminds: the carrier only (the shipper's own party is not reminded)
    const outboxBefore = (
      await t.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, CARRIER), eq(smsOutbox.type, 'notice')))
    ).length;
    const res = await t.call('/contract/sendMessage', { token: tokens[SHIPPER], json: { contractId: contract.id } });
    expect(res.body, res.body.message).toMatchObject({ code: 200, data: { reminded: [carrierCo.name] } });
    expect(res.body.message).toBe(`${M.reminded}：${carrierCo.name}`);
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(1);
    expect(await messagesOf(shipper.user.id, contract.contractNo)).toHaveLength(0);
    const [message] = await messagesOf(carrier.user.id, contract.contractNo);
    expect(message.link).toBe(`/contract-manage/contractAgreement?id=${contract.id}`);
    const outbox = await t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, CARRIER), eq(smsOutbox.type, 'notice')));
    expect(outbox).toHaveLength(outboxBefore + 1);

    // again within the hour: refused with the minutes to wait, nobody told again
    expect(await refusalOf(remindSigners(t.db, shipper, contract.id))).toBe(remindTooSoonMessage(REMIND_INTERVAL_MINUTES));
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(1);
    // operations remind both unsigned parties: the shipper, not yet reminded, is; the carrier is not again
    expect(await remindSigners(t.db, operator, contract.id)).toEqual([shipperCo.name]);
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(1);
    const [shipperMessage] = await messagesOf(shipper.user.id, contract.contractNo);
    expect(shipperMessage.link).toBe(`/shipper/contract?id=${contract.id}`);
    expect(await refusalOf(remindSigners(t.db, operator, contract.id))).toBe(remindTooSoonMessage(REMIND_INTERVAL_MINUTES));

    // an hour later: reminded again; two presses at once remind once
    await t.db
      .update(contractParties)
      .set({ remindedAt: new Date(Date.now() - (REMIND_INTERVAL_MINUTES + 1) * 60_000) })
      .where(eq(contractParties.contractId, contract.id));
    const both = await Promise.allSettled([remindSigners(t.db, shipper, contract.id), remindSigners(t.db, shipper, contract.id)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(2);

    // the carrier signs: it is reminded no more; the shipper has nobody left to remind, operations remind the shipper
    await signContract(t.db, signing, carrier, { contractId: contract.id, password: DEMO_PASSWORD }, '203.0.113.8');
    expect((await contractDetail(t.db, shipper, contract.id)).actions).not.toContain('remind');
    expect(await refusalOf(remindSigners(t.db, shipper, contract.id))).toBe(M.remindNobody);
    expect(await remindSigners(t.db, operator, contract.id)).toEqual([shipperCo.name]);
    expect(await messagesOf(shipper.user.id, contract.contractNo)).toHaveLength(2);
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(2);

    const remarks = (await t.db.select().from(contractHistory).where(eq(contractHistory.contractId, contract.id)))
      .filter((h) => h.action === 'remind')
      .map((h) => [h.fromStatus, h.toStatus, h.actorUserId, h.remark]);
    expect(remarks).toEqual([
      ['SIGNING', 'SIGNING', shipper.user.id, `提醒签署：${carrierCo.name}`],
      ['SIGNING', 'SIGNING', operator.user.id, `提醒签署：${shipperCo.name}`],
      ['SIGNING', 'SIGNING', shipper.user.id, `提醒签署：${carrierCo.name}`],
      ['SIGNING', 'SIGNING', operator.user.id, `提醒签署：${shipperCo.name}`],
    ]);

    // signed by all: nothing to remind
    await signContract(t.db, signing, shipper, { contractId: contract.id, password: DEMO_PASSWORD }, '203.0.113.8');
    expect(await refusalOf(remindSigners(t.db, operator, contract.id))).toBe(M.remindNotSigning);
  });

  it('is refused to a party that did not start the contract, and another company does not find it', async () => {
    const shipper = await authOf(SHIPPER, 'enterprise_shipper');
    const carrier = await authOf(CARRIER, 'carrier');
    const contract = await shipperContract(shipper, carrier);
    const asCarrier = await t.call('/contract/sendMessage', { token: tokens[CARRIER], json: { contractId: contract.id } });
    expect(asCarrier.body).toMatchObject({ code: 403, message: M.remindNotAllowed });
    const asOther = await t.call('/contract/sendMessage', { token: tokens[OTHER], json: { contractId: contract.id } });
    expect(asOther.body.code).toBe(404);
    expect(asOther.body.message).toBe(M.notFound);
    // nothing was sent or recorded
    expect(await messagesOf(shipper.user.id, contract.contractNo)).toHaveLength(0);
    expect(await messagesOf(carrier.user.id, contract.contractNo)).toHaveLength(0);
    const reminded = await t.db.select().from(contractParties).where(eq(contractParties.contractId, contract.id));
    expect(reminded.every((p) => p.remindedAt === null)).toBe(true);
  });
});
