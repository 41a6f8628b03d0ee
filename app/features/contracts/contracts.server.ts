// The contract screens' server side (/shipper/contract, /contract-manage/contractAgreement,
// /shipper/contractAgreement): a page of the caller's contracts with the URL's filters, a contract
// with its parties, clauses, files and history (?id=), and the actions (sign with the password,
// reject, recall, void, remind the parties yet to sign, a supplementary agreement), each a POST that ends in a redirect with a
// flash, or the form again with its errors.
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { refusedField } from '#contract/codes';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_MESSAGES as M,
  CONTRACT_PARTY_LABELS,
  CONTRACT_STATUS_LABELS,
  SIGN_METHOD_LABELS,
  contractQuery,
  type ContractDetail,
  type ContractRow,
} from '#contract/contracts/contracts';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, type FormReply } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { fenToCapitals, formatDateTime, yuan, yuanPerTonne } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { commitSession, getSession } from '#app/utils/session.server';
import { markSmsSent, smsSecondsLeft } from '#app/features/account/sms-wait.server';
import { agreementSchema, reasonSchema, signBySmsSchema, signSchema, signSmsRequestSchema } from './forms';
import { CONTRACT_PATHS, contractHref, downloadHref } from './paths';

/** A contract row as the lists show it. */
export function contractView(r: ContractRow) {
  return {
    ...r,
    kindLabel: CONTRACT_KIND_LABELS[r.kind],
    statusLabel: CONTRACT_STATUS_LABELS[r.status],
    total: yuan(r.totalFen),
    parties: r.partyNames.join('、'),
    created: formatDateTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type ContractView = ReturnType<typeof contractView>;

/** One page of the caller's contracts, the filters from the URL; `kind` fixes the kind (the agreements' screen). */
export async function contractListData(caller: Caller, fixed: { kind?: 'supplement' | 'framework' } = {}) {
  const { query, page } = await loadPage(caller, (c, q) => api.contracts.page(c, { ...q, ...fixed }), contractQuery);
  return {
    query: {
      status: query.status ?? '',
      kind: fixed.kind ? '' : (query.kind ?? ''),
      contractNo: query.contractNo ?? '',
      partyName: query.partyName ?? '',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    total: page.total,
    rows: page.records.map(contractView),
  };
}

export type ContractPanel = 'sign' | 'reject' | 'recall' | 'invalid' | null;
/** How the signer confirms the intention to sign (?by=): the login password, or an SMS code to their phone. */
export type SignBy = 'password' | 'sms';

/** The session's slot of the 60 s wait of the signing code (one user per session: their own phone). */
const SIGN_SMS_SLOT = ['contract_sign', 'own-phone'] as const;

/** A contract as its page shows it (?id=), with the panel ?do= asks for if the caller may do it. */
export async function contractDetailData(caller: Caller) {
  const contract: ContractDetail = await loadOwned(caller, api.contracts.detail, idParam(caller.request));
  const asked = new URL(caller.request.url).searchParams.get('do');
  const panel: ContractPanel =
    asked === 'sign' || asked === 'reject' || asked === 'recall' || asked === 'invalid' ? (contract.actions.includes(asked) ? asked : null) : null;
  const signBy: SignBy = new URL(caller.request.url).searchParams.get('by') === 'sms' ? 'sms' : 'password';
  const smsWait = panel === 'sign' && signBy === 'sms' ? smsSecondsLeft(await getSession(caller.request), ...SIGN_SMS_SLOT) : 0;
  return {
    panel,
    signBy,
    smsSecondsLeft: smsWait,
    contract: {
      ...contractView(contract),
      templateName: contract.templateName,
      templateVersion: contract.templateVersion,
      orderId: contract.orderId,
      parentContractId: contract.parentContractId,
      parentContractNo: contract.parentContractNo,
      goodsName: contract.goodsName,
      route: `${contract.originAddress} → ${contract.destAddress}`,
      weight: tonnes(contract.weightKg),
      unitPrice: yuanPerTonne(contract.unitPriceFen),
      totalCapitals: fenToCapitals(contract.totalFen),
      paymentTerms: contract.paymentTerms,
      term: `${contract.termStart} 至 ${contract.termEnd}`,
      signDeadline: formatDateTime(contract.signDeadline, 'YYYY-MM-DD HH:mm'),
      reason: contract.reason,
      clauses: contract.clauses.map((c, i) => ({ ...c, key: i })),
      pdfSha256: contract.pdfSha256,
      sealedSha256: contract.sealedSha256,
      pdfHref: contract.pdfUuid ? downloadHref(contract.pdfUuid) : null,
      sealedHref: contract.sealedUuid ? downloadHref(contract.sealedUuid) : null,
      actions: contract.actions,
      parties: contract.parties.map((p, i) => ({
        key: i,
        role: CONTRACT_PARTY_LABELS[p.role],
        name: p.name,
        creditCode: p.creditCode ?? '',
        signed: p.signedAt ? formatDateTime(p.signedAt, 'YYYY-MM-DD HH:mm:ss') : '未签署',
        signer: p.signedByName ?? '',
        ip: p.signIp ?? '',
        method: p.signMethod ? (SIGN_METHOD_LABELS[p.signMethod] ?? p.signMethod) : '',
        mine: p.mine,
      })),
      agreements: contract.agreements.map((a) => ({
        ...a,
        statusLabel: CONTRACT_STATUS_LABELS[a.status],
        unitPrice: yuanPerTonne(a.unitPriceFen),
        created: formatDateTime(a.createdAt, 'YYYY-MM-DD HH:mm'),
      })),
      history: contract.history.map((h, i) => ({
        ...h,
        key: i,
        to: CONTRACT_STATUS_LABELS[h.toStatus as keyof typeof CONTRACT_STATUS_LABELS] ?? h.toStatus,
        created: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'),
      })),
    },
  };
}

const ACTIONS = {
  sign: signSchema,
  signBySms: signBySmsSchema,
  signSms: signSmsRequestSchema,
  reject: reasonSchema,
  recall: reasonSchema,
  invalid: reasonSchema,
  remind: signSmsRequestSchema,
} as const;

/** The signing code sent to the caller's phone: back to the SMS panel with the 60 s wait remembered, or with the refusal. */
async function requestSignSms(caller: Caller, list: string, contractId: number) {
  const back = `${contractHref(list, contractId)}&do=sign&by=sms`;
  const sent = await api.contracts.signSmsCode.envelope(caller, { contractId });
  if (sent.code !== 200) {
    if (sent.code === 404) throw new Response(sent.message, { status: 404 });
    return redirectWith(caller.request, back, sent.message || M.state, 'error');
  }
  const session = await getSession(caller.request);
  markSmsSent(session, ...SIGN_SMS_SLOT);
  session.flash('toast', { type: 'success', message: sent.message || M.smsCodeSent });
  return redirect(back, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/**
 * A contract page's action (intent sign, signSms — send the signing code —, signBySms, reject,
 * recall or invalid): back to the contract with the flash, or the form with its errors (a wrong
 * password or SMS code at its field). `list` is the
 * screen the contract was opened from.
 */
export async function contractAction(caller: Caller, list: string) {
  const formData = await readForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  if (!(intent in ACTIONS)) throw new Response('未知的操作', { status: 400 });
  const name = intent as keyof typeof ACTIONS;
  const submission = parseWithZod(formData, { schema: ACTIONS[name] });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const v = submission.value;
  // the code request: the one form with neither a password, a code nor a reason
  if (name === 'signSms') return requestSignSms(caller, list, v.contractId);
  let message: string;
  const userAgent = caller.request.headers.get('user-agent')?.slice(0, 300) ?? undefined;
  try {
    if ('password' in v) {
      const signed = await api.contracts.sign(caller, { contractId: v.contractId, password: v.password, userAgent });
      message = signed.status === 'COMPLETE' ? M.completed : M.signed;
    } else if ('smsCode' in v) {
      const signed = await api.contracts.signBySms(caller, { contractId: v.contractId, smsCode: v.smsCode, userAgent });
      message = signed.status === 'COMPLETE' ? M.completed : M.signed;
    } else if (name === 'remind') {
      const { reminded } = await api.contracts.remind(caller, { contractId: v.contractId });
      message = `${M.reminded}：${reminded.join('、')}`;
    } else if (!('reason' in v)) {
      throw new Response('未知的操作', { status: 400 });
    } else if (name === 'reject') {
      await api.contracts.reject(caller, v);
      message = M.rejected;
    } else if (name === 'recall') {
      await api.contracts.recall(caller, v);
      message = M.recalled;
    } else {
      await api.contracts.invalid(caller, v);
      message = M.invalided;
    }
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    const field = refusedField(error.data);
    return data<FormReply>(
      { result: submission.reply({ hideFields: ['password'], ...(field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] }) }) },
      { status: 400 },
    );
  }
  return redirectWith(caller.request, contractHref(list, v.contractId), message);
}

/** The supplementary-agreement form's data (?contractId=): the completed contract it amends. */
export async function agreementFormData(caller: Caller) {
  const id = idParam(caller.request, 'contractId');
  if (id === null) return null;
  const contract = await loadOwned(caller, api.contracts.detail, id);
  if (!contract.actions.includes('agreement')) throw new Response(M.notComplete, { status: 404 });
  return {
    id: contract.id,
    contractNo: contract.contractNo,
    title: contract.title,
    unitPrice: yuanPerTonne(contract.unitPriceFen),
    termEnd: contract.termEnd,
  };
}

/** Creates the supplementary agreement and opens it for signing: to its page with the flash, or the form with its errors. */
export async function agreementAction(caller: Caller) {
  const formData = await readForm(caller.request);
  if (formData.get('intent') !== 'agreement') throw new Response('未知的操作', { status: 400 });
  const submission = parseWithZod(formData, { schema: agreementSchema });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    const made = await api.contracts.agreement(caller, submission.value);
    return redirectWith(caller.request, contractHref(CONTRACT_PATHS.agreement, made.id), `${M.agreementCreated}（${made.contractNo}）`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    const field = refusedField(error.data);
    const at = field === 'unitPriceFen' ? 'unitPriceYuan' : field;
    return data<FormReply>({ result: submission.reply(at ? { fieldErrors: { [at]: [error.message] } } : { formErrors: [error.message] }) }, { status: 400 });
  }
}

/** A contracts screen's data: the contract ?id= names, else the list. */
export async function contractScreenData(caller: Caller, fixed: { kind?: 'supplement' } = {}) {
  if (new URL(caller.request.url).searchParams.has('id')) return { detail: await contractDetailData(caller), list: null };
  return { detail: null, list: await contractListData(caller, fixed) };
}
