// Contracts (issue 46): made from a released template (filled from the order, the parties and the
// price), then DRAFT → SIGNING (the PDF is frozen, its SHA-256 stored, never changed again) →
// COMPLETE when the last party signs (the platform's signature applied to the final PDF), or
// REJECTED by a party, RECALLED by the initiator, EXPIRED past the signing deadline, INVALIDED by
// operations. Every move is one transaction whose UPDATE checks the current state, with a history
// row. A signed contract is never changed: a 补充协议 (supplementary agreement) amends it, and is
// signed the same way.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_MESSAGES as M,
  SIGN_METHOD_LABELS,
  type TEMPLATE_PLACEHOLDERS,
  fillClause,
  passwordLockedMessage,
  passwordWrongMessage,
  REMIND_INTERVAL_MINUTES,
  remindTooSoonMessage,
  type AgreementInput,
  type ContractKind,
  type ContractPartyRole,
  type ContractStatus,
  type SignBySmsInput,
  type SignInput,
  type SignIntention,
} from '../../contract/contracts/contracts';
import { fenToCapitals } from '../../contract/capitals';
import { formatDateTime, formatFen } from '../../contract/format';
import type { ClauseRow } from '../../db/schema/contracts';
import type { Db, Tx } from '../../db/client';
import { contractHistory, contractParties, contracts, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { isUniqueViolation, refuse } from '../../http/refusal';
import { verifyPassword } from '../auth/password';
import { sendSmsCode, verifySmsCode, type SmsSender } from '../auth/sms';
import { saveFile } from '../files/service';
import type { FileStorage } from '../files/storage';
import { notify } from '../workspace/notify';
import { actsFor, contractScope, type ContractRecord, type PartyRow } from './access';
import { sha256Hex, type AmendedContract, type ContractPaper, type PaperParty } from './paper';
import type { Template } from './templates';

export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MINUTES = 30;
/** How long the parties have to sign once signing starts. */
export const SIGN_DAYS = 15;

/** What signing needs besides the database: the document layer and where files are kept. */
export type Signing = { paper: ContractPaper; storage: FileStorage };

export type NewParty = { role: ContractPartyRole; companyId: number | null; userId: number | null; name: string; creditCode: string | null };
export type NewContract = {
  kind: ContractKind;
  title: string;
  template: Template | null;
  orderId?: number | null;
  bigOrderId?: number | null;
  parentContractId?: number | null;
  orderNo?: string | null;
  goodsName: string;
  originAddress: string;
  destAddress: string;
  weightKg: number;
  unitPriceFen: number;
  totalFen: number;
  paymentTerms: string;
  termStart: string;
  termEnd: string;
  parties: NewParty[];
  /** clauses already written (a supplementary agreement's); else the template's, filled */
  clauses?: ClauseRow[];
};

/** Where a party's users open a contract: the shippers' 我的合同, everyone else's 合同协议 (drivers and payees included). */
export const contractLinkFor = (role: string, contractId: number) =>
  role === 'shipper' ? `/shipper/contract?id=${contractId}` : `/contract-manage/contractAgreement?id=${contractId}`;

export function contractNoFor(id: number, at = new Date()): string {
  return `HT${formatDateTime(at, 'YYYYMMDD')}${String(id).padStart(6, '0')}`;
}

const yuanText = (fen: number) => formatFen(fen);

/** The whitelisted placeholders' values for a contract. */
export function placeholderValues(c: NewContract & { contractNo: string }): Record<keyof typeof TEMPLATE_PLACEHOLDERS, string> {
  const party = (role: ContractPartyRole) => c.parties.find((p) => p.role === role)?.name ?? '';
  return {
    contractNo: c.contractNo,
    orderNo: c.orderNo ?? '',
    shipperName: party('shipper'),
    platformName: party('platform'),
    carrierName: party('carrier') || party('driver'),
    payeeName: party('payee'),
    goodsName: c.goodsName,
    weightTonnes: (c.weightKg / 1000).toFixed(3).replace(/\.?0+$/, ''),
    unitPrice: yuanText(c.unitPriceFen),
    totalAmount: yuanText(c.totalFen),
    totalAmountCapitals: fenToCapitals(c.totalFen),
    originAddress: c.originAddress,
    destAddress: c.destAddress,
    termStart: c.termStart,
    termEnd: c.termEnd,
    paymentTerms: c.paymentTerms,
  };
}

async function history(
  tx: Tx,
  contractId: number,
  fromStatus: ContractStatus | null,
  toStatus: ContractStatus,
  action: string,
  actorUserId: number | null,
  remark: string | null = null,
) {
  await tx.insert(contractHistory).values({ contractId, fromStatus, toStatus, action, actorUserId, remark });
}

/** Makes a DRAFT contract with its parties in `tx`; the order → contract link is unique per kind among live contracts. */
export async function insertContract(tx: Tx, spec: NewContract, actorUserId: number | null): Promise<ContractRecord> {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('contracts', 'id'))::int as id`);
  const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
  const contractNo = contractNoFor(id);
  const values = placeholderValues({ ...spec, contractNo });
  const clauses = spec.clauses ?? (spec.template?.clauses ?? []).map((c) => ({ title: fillClause(c.title, values), text: fillClause(c.text, values) }));
  const [contract] = await tx
    .insert(contracts)
    .values({
      id,
      contractNo,
      kind: spec.kind,
      title: spec.title,
      status: 'DRAFT',
      templateId: spec.template?.id ?? null,
      templateVersion: spec.template?.version ?? null,
      orderId: spec.orderId ?? null,
      bigOrderId: spec.bigOrderId ?? null,
      parentContractId: spec.parentContractId ?? null,
      goodsName: spec.goodsName,
      originAddress: spec.originAddress,
      destAddress: spec.destAddress,
      weightKg: spec.weightKg,
      unitPriceFen: spec.unitPriceFen,
      totalFen: spec.totalFen,
      paymentTerms: spec.paymentTerms,
      termStart: spec.termStart,
      termEnd: spec.termEnd,
      signDeadline: new Date(Date.now() + SIGN_DAYS * 86_400_000),
      clauses,
      createdBy: actorUserId,
    })
    .returning();
  await tx.insert(contractParties).values(spec.parties.map((p) => ({ contractId: id, ...p })));
  await history(tx, id, null, 'DRAFT', 'create', actorUserId, spec.template ? `模板${spec.template.code}第${spec.template.version}版` : null);
  return contract;
}

/** The contract if the caller may see it, else the not-found refusal (another company's contract is not there). */
export async function contractFor(db: Db | Tx, auth: Auth, contractId: number): Promise<ContractRecord> {
  const [c] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), contractScope(auth)));
  if (!c) refuse(M.notFound, 404);
  return c;
}

export async function partiesOf(db: Db | Tx, contractId: number): Promise<PaperParty[]> {
  const rows = await db
    .select({ party: contractParties, signedByName: users.realName })
    .from(contractParties)
    .leftJoin(users, eq(users.id, contractParties.signedBy))
    .where(eq(contractParties.contractId, contractId))
    .orderBy(contractParties.id);
  return rows.map((r) => ({ ...r.party, signedByName: r.signedByName }));
}

/** The contract a supplementary agreement amends (its number, title, date and parties), or null for any other contract. */
export async function amendedContractOf(db: Db | Tx, contract: ContractRecord): Promise<AmendedContract | null> {
  if (contract.parentContractId === null) return null;
  const [parent] = await db.select().from(contracts).where(eq(contracts.id, contract.parentContractId));
  if (!parent) return null;
  const parties = await partiesOf(db, parent.id);
  return { contractNo: parent.contractNo, title: parent.title, issuedAt: parent.createdAt, partyNames: parties.map((p) => p.name) };
}

/** Whether the caller may start signing or recall: the one who made it (its company), or operations. */
function isInitiator(auth: Auth, c: ContractRecord, parties: PartyRow[]): boolean {
  if (auth.role === 'operator') return true;
  if (c.createdBy === null) return false;
  const creator = parties.find((p) => p.userId === c.createdBy);
  return c.createdBy === auth.user.id || (creator !== undefined && actsFor(auth, creator));
}

/**
 * DRAFT → SIGNING: the PDF is rendered and frozen (file service), its SHA-256 stored; the
 * platform's own party signs as the issuer (method 'platform'); the other parties are told.
 * `auth` null: the platform's job.
 */
export async function startSigning(db: Db, signing: Signing, auth: Auth | null, contractId: number): Promise<ContractRecord> {
  const current = auth ? await contractFor(db, auth, contractId) : await contractById(db, contractId);
  const parties = await partiesOf(db, contractId);
  if (auth && !isInitiator(auth, current, parties)) refuse(M.notFound, 404);
  if (current.status !== 'DRAFT') refuse(M.state);
  const pdf = await signing.paper.render(current, parties, null, await amendedContractOf(db, current));
  const sha = sha256Hex(pdf);
  return db.transaction(async (tx) => {
    const file = await saveFile(tx, signing.storage, {
      bytes: pdf,
      name: `${current.contractNo}.pdf`,
      mime: 'application/pdf',
      purpose: 'contract',
      ownerUserId: null,
      companyId: null,
    });
    const [moved] = await tx
      .update(contracts)
      .set({ status: 'SIGNING', pdfUuid: file.uuid, pdfSha256: sha, signDeadline: new Date(Date.now() + SIGN_DAYS * 86_400_000), updatedAt: new Date() })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, 'DRAFT')))
      .returning();
    if (!moved) refuse(M.state);
    await tx
      .update(contractParties)
      .set({ signedAt: new Date(), signMethod: 'platform' })
      .where(and(eq(contractParties.contractId, contractId), eq(contractParties.role, 'platform'), isNull(contractParties.signedAt)));
    await history(tx, contractId, 'DRAFT', 'SIGNING', 'send', auth?.user.id ?? null, `合同文件SHA-256：${sha}`);
    for (const p of parties) {
      if (p.role === 'platform' || p.userId === null) continue;
      await notify(tx, p.userId, {
        type: 'order',
        title: `合同${moved.contractNo}待签署`,
        content: `《${moved.title}》已发起签署，请在${formatDateTime(moved.signDeadline, 'YYYY-MM-DD')}前登录平台核对并签署。`,
        link: contractLinkFor(p.role, moved.id),
      });
    }
    return moved;
  });
}

async function contractById(db: Db | Tx, id: number): Promise<ContractRecord> {
  const [c] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!c) refuse(M.notFound, 404);
  return c;
}

/** A contract in signing past its deadline becomes EXPIRED (its own transaction, so a refused signature still records it). */
async function expireIfDue(db: Db, c: ContractRecord): Promise<boolean> {
  if (c.status !== 'SIGNING' || c.signDeadline.getTime() > Date.now()) return c.status === 'EXPIRED';
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(contracts)
      .set({ status: 'EXPIRED', updatedAt: new Date() })
      .where(and(eq(contracts.id, c.id), eq(contracts.status, 'SIGNING'), sql`${contracts.signDeadline} <= now()`))
      .returning({ id: contracts.id });
    if (moved) await history(tx, c.id, 'SIGNING', 'EXPIRED', 'expire', null, '超过签署期限');
  });
  return true;
}

const minutesLeft = (until: Date | null) => {
  const ms = (until?.getTime() ?? 0) - Date.now();
  return ms > 0 ? Math.max(1, Math.ceil(ms / 60_000)) : 0;
};

/** Takes a contract's row while it is in signing and before its deadline (its row lock: signatures and reminders take turns); undefined when it is not. */
async function lockSigning(tx: Tx, contractId: number): Promise<ContractRecord | undefined> {
  const [locked] = await tx
    .update(contracts)
    .set({ updatedAt: new Date() })
    .where(and(eq(contracts.id, contractId), eq(contracts.status, 'SIGNING'), sql`${contracts.signDeadline} > now()`))
    .returning();
  return locked;
}

/**
 * Checks the caller's login password for signing as `party`: wrong ones are counted on the party
 * in one conditional update (five in a row lock signing for 30 minutes); a right one clears them.
 */
async function checkSignPassword(db: Db, auth: Auth, party: PartyRow, password: string): Promise<void> {
  const locked = minutesLeft(party.lockedUntil);
  if (locked > 0) refuse(passwordLockedMessage(locked), 400, { field: 'password' });
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
  if (await verifyPassword(password, user?.hash)) {
    if (party.passwordFailures > 0) await db.update(contractParties).set({ passwordFailures: 0, lockedUntil: null }).where(eq(contractParties.id, party.id));
    return;
  }
  const expired = sql`(${contractParties.lockedUntil} is not null and ${contractParties.lockedUntil} <= now())`;
  const next = sql`case when ${expired} then 1 else ${contractParties.passwordFailures} + 1 end`;
  const [row] = await db
    .update(contractParties)
    .set({
      passwordFailures: next,
      lockedUntil: sql`case when ${next} >= ${PASSWORD_MAX_FAILURES} then now() + make_interval(mins => ${PASSWORD_LOCK_MINUTES}) else null end`,
    })
    .where(eq(contractParties.id, party.id))
    .returning({ failures: contractParties.passwordFailures, lockedUntil: contractParties.lockedUntil });
  const left = minutesLeft(row.lockedUntil);
  if (left > 0) refuse(passwordLockedMessage(left), 400, { field: 'password' });
  refuse(passwordWrongMessage(PASSWORD_MAX_FAILURES - row.failures), 400, { field: 'password' });
}

/** The SMS code of signing (POST /contract/sign/smsCode) typed back: a wrong or expired one is refused at its field and signs nothing. */
async function checkSignSmsCode(db: Db, auth: Auth, smsCode: string): Promise<void> {
  const result = await verifySmsCode(db, auth.user.mobile, 'contract_sign', smsCode);
  if (result !== 'ok') refuse(result, 400, { field: 'smsCode' });
}

/**
 * The contract the caller is to sign now and the caller's party that has yet to: refused when the
 * contract is past its deadline (it expires), not in signing, or the caller has nothing left to sign.
 */
async function partyToSign(db: Db, auth: Auth, contractId: number): Promise<{ current: ContractRecord; party: PaperParty }> {
  const current = await contractFor(db, auth, contractId);
  if (await expireIfDue(db, current)) refuse(M.expired);
  if (current.status === 'RECALLED' || current.status === 'INVALIDED' || current.status === 'REJECTED') refuse(M.notSigning);
  const parties = await partiesOf(db, current.id);
  const mine = parties.filter((p) => actsFor(auth, p) && p.role !== 'platform');
  if (mine.length === 0) refuse(M.notSigner, 403);
  const party = mine.find((p) => p.signedAt === null);
  if (!party) refuse(M.alreadySigned);
  if (current.status !== 'SIGNING') refuse(M.notSigning);
  return { current, party };
}

/**
 * Sends the signer's own phone (the account's) the code that signs `contractId`, only while the
 * caller has a party to sign there; the 60 s wait per phone and `beforeSend` (the per-number
 * limit of the code login) hold as for every code.
 */
export async function sendSignSmsCode(db: Db, sender: SmsSender, auth: Auth, contractId: number, beforeSend?: () => Promise<void>): Promise<void> {
  await partyToSign(db, auth, contractId);
  await sendSmsCode(db, sender, auth.user.mobile, 'contract_sign', beforeSend);
}

/**
 * A party signs: the caller's intention confirmed (the login password typed again, or the SMS code
 * sent to their phone), then in one transaction the contract is checked to be SIGNING and before
 * its deadline (a conditional update that also takes its row lock, so two signatures take turns),
 * the party is marked signed only if it was not (a double submit signs once), with time, IP,
 * browser and method. The last signature renders the final PDF with the signers, applies the
 * platform's signature and completes the contract.
 */
export async function signContract(
  db: Db,
  signing: Signing,
  auth: Auth,
  input: SignInput | SignBySmsInput,
  ip: string | null,
): Promise<{ contract: ContractRecord; completed: boolean }> {
  const intention: SignIntention = 'smsCode' in input ? { method: 'sms', smsCode: input.smsCode } : { method: 'password', password: input.password };
  const { current, party } = await partyToSign(db, auth, input.contractId);
  if (intention.method === 'password') await checkSignPassword(db, auth, party, intention.password);
  else await checkSignSmsCode(db, auth, intention.smsCode);
  return db.transaction(async (tx) => {
    const locked = await lockSigning(tx, current.id);
    if (!locked) refuse(M.notSigning);
    const [signed] = await tx
      .update(contractParties)
      .set({ signedAt: new Date(), signedBy: auth.user.id, signIp: ip, signUserAgent: input.userAgent ?? null, signMethod: intention.method })
      .where(and(eq(contractParties.id, party.id), isNull(contractParties.signedAt)))
      .returning();
    if (!signed) refuse(M.alreadySigned);
    const how = SIGN_METHOD_LABELS[intention.method];
    await history(tx, current.id, 'SIGNING', 'SIGNING', 'sign', auth.user.id, `${signed.name}签署（${how}，IP ${ip ?? '未知'}）`);
    const after = await partiesOf(tx, current.id);
    if (after.some((p) => p.signedAt === null)) return { contract: locked, completed: false };
    const final = await signing.paper.render(locked, after, locked.pdfSha256, await amendedContractOf(tx, locked));
    const sealed = await signing.paper.seal(final, `合同${locked.contractNo}各方已签署`);
    const file = await saveFile(tx, signing.storage, {
      bytes: sealed,
      name: `${locked.contractNo}-已签署.pdf`,
      mime: 'application/pdf',
      purpose: 'contract',
      ownerUserId: null,
      companyId: null,
    });
    const [done] = await tx
      .update(contracts)
      .set({ status: 'COMPLETE', sealedUuid: file.uuid, sealedSha256: sha256Hex(sealed), updatedAt: new Date() })
      .where(and(eq(contracts.id, current.id), eq(contracts.status, 'SIGNING')))
      .returning();
    if (!done) refuse(M.state);
    await history(tx, current.id, 'SIGNING', 'COMPLETE', 'complete', auth.user.id, '各方签署完成，平台已加盖电子签章');
    for (const p of after) {
      if (p.userId === null || p.role === 'platform') continue;
      await notify(tx, p.userId, {
        type: 'order',
        title: `合同${done.contractNo}已签署完成`,
        content: `《${done.title}》各方已签署完成，可在我的合同中下载已签署的合同文件。`,
        link: contractLinkFor(p.role, done.id),
      });
    }
    return { contract: done, completed: true };
  });
}

/** Moves a contract from one of `from` to `to` with a reason, in one conditional update, with history. */
async function transition(
  db: Db,
  auth: Auth,
  c: ContractRecord,
  from: ContractStatus[],
  to: ContractStatus,
  action: string,
  reason: string,
): Promise<ContractRecord> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(contracts)
      .set({ status: to, reason, updatedAt: new Date() })
      .where(and(eq(contracts.id, c.id), inArray(contracts.status, from)))
      .returning();
    if (!moved) refuse(M.state);
    await history(tx, c.id, c.status as ContractStatus, to, action, auth.user.id, reason);
    const parties = await partiesOf(tx, c.id);
    for (const p of parties) {
      if (p.userId === null || p.userId === auth.user.id || p.role === 'platform') continue;
      await notify(tx, p.userId, {
        type: 'order',
        title: `合同${moved.contractNo}${ACTION_WORDS[action] ?? ''}`,
        content: `原因：${reason}`,
        link: contractLinkFor(p.role, moved.id),
      });
    }
    return moved;
  });
}
const ACTION_WORDS: Record<string, string> = { reject: '被拒签', recall: '已撤回', invalid: '已作废' };

/** A party that has not signed refuses to sign (SIGNING → REJECTED). */
export async function rejectContract(db: Db, auth: Auth, contractId: number, reason: string): Promise<ContractRecord> {
  const c = await contractFor(db, auth, contractId);
  const parties = await partiesOf(db, c.id);
  const mine = parties.filter((p) => actsFor(auth, p) && p.role !== 'platform');
  if (mine.length === 0) refuse(M.notSigner, 403);
  if (!mine.some((p) => p.signedAt === null)) refuse(M.alreadySigned);
  return transition(db, auth, c, ['SIGNING'], 'REJECTED', 'reject', reason);
}

/** The initiator takes back a contract not yet signed by all (DRAFT or SIGNING → RECALLED). */
export async function recallContract(db: Db, auth: Auth, contractId: number, reason: string): Promise<ContractRecord> {
  const c = await contractFor(db, auth, contractId);
  if (!isInitiator(auth, c, await partiesOf(db, c.id))) refuse(M.notFound, 404);
  return transition(db, auth, c, ['DRAFT', 'SIGNING'], 'RECALLED', 'recall', reason);
}

/** Operations make a contract void (any state but already void). */
export async function invalidateContract(db: Db, auth: Auth, contractId: number, reason: string): Promise<ContractRecord> {
  if (auth.role !== 'operator') refuse(M.operatorsOnly, 403);
  const c = await contractFor(db, auth, contractId);
  return transition(db, auth, c, ['DRAFT', 'SIGNING', 'COMPLETE', 'REJECTED', 'EXPIRED'], 'INVALIDED', 'invalid', reason);
}

/**
 * A 补充协议 to a COMPLETE contract: a new contract (kind supplement, same parties) whose clauses
 * state the new unit price and/or end of term, sent for signing at once. The contract it amends
 * is not changed; the screens read its terms with the completed agreements over them.
 */
export async function createAgreement(db: Db, signing: Signing, auth: Auth, input: AgreementInput): Promise<ContractRecord> {
  const parent = await contractFor(db, auth, input.contractId);
  const parties = await partiesOf(db, parent.id);
  if (auth.role !== 'operator' && !parties.some((p) => actsFor(auth, p))) refuse(M.notFound, 404);
  if (parent.status !== 'COMPLETE') refuse(M.notComplete);
  if (input.termEnd !== undefined && input.termEnd < parent.termStart) refuse(M.termEndBeforeStart, 400, { field: 'termEnd' });
  const unitPriceFen = input.unitPriceFen ?? parent.unitPriceFen;
  const termEnd = input.termEnd ?? parent.termEnd;
  const totalFen = Math.round((unitPriceFen * parent.weightKg) / 1000);
  const clauses: ClauseRow[] = [
    { title: '协议依据', text: `本协议是对合同${parent.contractNo}《${parent.title}》的补充，原合同其余条款不变。变更原因：${input.reason}` },
  ];
  if (input.unitPriceFen !== undefined)
    clauses.push({
      title: '单价变更',
      text: `运费单价由每吨${formatFen(parent.unitPriceFen)}元变更为每吨${formatFen(unitPriceFen)}元，运费总额相应变更为${formatFen(totalFen)}元（${fenToCapitals(totalFen)}）。`,
    });
  if (input.termEnd !== undefined) clauses.push({ title: '期限变更', text: `合同截止日期由${parent.termEnd}变更为${termEnd}。` });
  clauses.push({ title: '生效', text: '本协议经各方签署后生效，与原合同具有同等法律效力。' });
  let draft: ContractRecord;
  try {
    draft = await db.transaction((tx) =>
      insertContract(
        tx,
        {
          kind: 'supplement',
          title: `${parent.title}补充协议`,
          template: null,
          parentContractId: parent.id,
          goodsName: parent.goodsName,
          originAddress: parent.originAddress,
          destAddress: parent.destAddress,
          weightKg: parent.weightKg,
          unitPriceFen,
          totalFen,
          paymentTerms: parent.paymentTerms,
          termStart: parent.termStart,
          termEnd,
          parties: parties.map((p) => ({
            role: p.role as ContractPartyRole,
            companyId: p.companyId,
            userId: p.userId,
            name: p.name,
            creditCode: p.creditCode,
          })),
          clauses,
        },
        auth.user.id,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) refuse(M.state);
    throw error;
  }
  return startSigning(db, signing, auth, draft.id);
}

export const kindTitle = (kind: ContractKind) => CONTRACT_KIND_LABELS[kind];

/** The parties a reminder is for: those yet to sign, not the platform, not the caller's own, with an account to tell. */
export function partiesToRemind(auth: Auth, parties: PaperParty[]): PaperParty[] {
  return parties.filter((p) => p.role !== 'platform' && p.signedAt === null && p.userId !== null && !actsFor(auth, p));
}

/**
 * 提醒签署 (the spec's contract send-message): the initiator or operations remind the parties yet to
 * sign a contract in signing. Each party is reminded at most once an hour: one conditional update
 * stamps only the parties whose last reminder is that old, so two presses at once remind once; the
 * reminded get a message (an SMS copy when they chose it, notify()), and the history names them.
 * Returns the names reminded; refused when none is due, with the minutes to wait.
 */
export async function remindSigners(db: Db, auth: Auth, contractId: number): Promise<string[]> {
  const c = await contractFor(db, auth, contractId);
  const parties = await partiesOf(db, c.id);
  if (!isInitiator(auth, c, parties)) refuse(M.remindNotAllowed, 403);
  if ((await expireIfDue(db, c)) || c.status !== 'SIGNING') refuse(M.remindNotSigning);
  const due = partiesToRemind(auth, parties);
  if (due.length === 0) refuse(M.remindNobody);
  return db.transaction(async (tx) => {
    const locked = await lockSigning(tx, c.id);
    if (!locked) refuse(M.remindNotSigning);
    const dueIds = inArray(
      contractParties.id,
      due.map((p) => p.id),
    );
    const reminded = await tx
      .update(contractParties)
      .set({ remindedAt: new Date() })
      .where(
        and(
          dueIds,
          isNull(contractParties.signedAt),
          sql`(${contractParties.remindedAt} is null or ${contractParties.remindedAt} <= now() - make_interval(mins => ${REMIND_INTERVAL_MINUTES}))`,
        ),
      )
      .returning();
    if (reminded.length === 0) {
      const [{ wait }] = await tx
        .select({
          wait: sql<number>`ceil(extract(epoch from (min(${contractParties.remindedAt}) + make_interval(mins => ${REMIND_INTERVAL_MINUTES}) - now())) / 60)::int`,
        })
        .from(contractParties)
        .where(dueIds);
      refuse(remindTooSoonMessage(Math.max(1, Number(wait))));
    }
    const deadline = formatDateTime(locked.signDeadline, 'YYYY-MM-DD HH:mm');
    for (const p of reminded) {
      await notify(tx, p.userId!, {
        type: 'order',
        title: `合同${locked.contractNo}待您签署`,
        content: `《${locked.title}》尚待您签署，请在${deadline}前登录平台核对并签署。`,
        link: contractLinkFor(p.role, locked.id),
      });
    }
    const names = reminded.map((p) => p.name);
    await history(tx, c.id, 'SIGNING', 'SIGNING', 'remind', auth.user.id, `提醒签署：${names.join('、')}`);
    return names;
  });
}
