// The public verification page's server side: the look-up of a contract number (?no=, the QR code's
// link), and the upload (multipart, without JS too) with the CSRF and honeypot checks of a public
// form, then the platform's verdict on the file, compared with the number's sealed file.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { parseWithZod } from '#app/utils/forms.server';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { contractNoText, VERIFY_MESSAGES, type ContractPublicFacts } from '#contract/contracts/api-verify';
import { CONTRACT_KIND_LABELS, CONTRACT_PARTY_LABELS, CONTRACT_STATUS_LABELS, SIGN_METHOD_LABELS } from '#contract/contracts/messages';
import { formatDateTime } from '#app/utils/format';
import { api } from '#app/utils/api.server';
import { honeypotProblem } from '#app/utils/csrf.server';
import { readAnyForm } from '#app/utils/files.server';
import { verifyUploadSchema } from './verify-schema';

/** The page is public: the platform is called without the visitor's token, signed in or not. */
const ANONYMOUS = { token: null } as const;

/** A contract's public facts as the page shows them. */
function factsView(facts: ContractPublicFacts) {
  return {
    contractNo: facts.contractNo,
    title: facts.title,
    kind: CONTRACT_KIND_LABELS[facts.kind],
    status: CONTRACT_STATUS_LABELS[facts.status],
    issuedOn: formatDateTime(facts.issuedAt, 'YYYY-MM-DD'),
    amendsContractNo: facts.amendsContractNo,
    frozenSha256: facts.frozenSha256,
    sealedSha256: facts.sealedSha256,
    parties: facts.parties.map((p, i) => ({
      key: i,
      role: CONTRACT_PARTY_LABELS[p.role],
      name: p.name,
      signed: p.signedAt ? formatDateTime(p.signedAt, 'YYYY-MM-DD HH:mm:ss') : '未签署',
      method: p.signMethod ? (SIGN_METHOD_LABELS[p.signMethod] ?? p.signMethod) : '',
    })),
  };
}
export type ContractFactsView = ReturnType<typeof factsView>;

/**
 * The number typed into the look-up or carried by the QR code's link (`?no=`), and what the platform
 * knows of it: the contract's public facts, or why there are none (a malformed or unknown number, at
 * the number's field).
 */
export async function verifyPageData(args: LoaderFunctionArgs) {
  const asked = (new URL(args.request.url).searchParams.get('no') ?? '').trim().slice(0, 40);
  const empty = { asked, contractNo: null, facts: null, problem: null };
  if (!asked) return data(empty);
  const parsed = contractNoText.safeParse(asked);
  if (!parsed.success) return data({ ...empty, problem: VERIFY_MESSAGES.contractNo }, { status: 400 });
  const envelope = await api.contractVerify.facts.envelope(args, { no: parsed.data }, ANONYMOUS);
  if (envelope.code === CODES.SUCCESS) return data({ ...empty, contractNo: parsed.data, facts: factsView(envelope.data) });
  const status = envelope.code === 404 ? 404 : envelope.code === 429 ? 429 : 400;
  return data({ ...empty, problem: envelope.message || MESSAGES_8.fallbackError }, { status });
}

export async function verifyUpload(args: ActionFunctionArgs) {
  const formData = await readAnyForm(args.request);
  const submission = parseWithZod(formData, { schema: verifyUploadSchema });
  const spam = await honeypotProblem(formData);
  if (spam) return data({ result: submission.reply({ formErrors: [spam], hideFields: ['file'] }), verdict: null }, { status: 400 });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['file'] }), verdict: null }, { status: 400 });
  const { file, no } = submission.value;
  const pdf = Buffer.from(await file.arrayBuffer()).toString('base64');
  const envelope = await api.contractVerify.verify.envelope(args, { pdf, contractNo: no || undefined }, ANONYMOUS);
  if (envelope.code === CODES.SUCCESS) {
    const verdict = envelope.data;
    // A copy that fails is this form's answer at the file, and the figures of the file shown beside it;
    // an intact copy of another file than the contract's own fails too.
    const problem = !verdict.valid ? verdict.problem : verdict.matchesStored === false ? `文件与合同 ${verdict.contractNo} 签署完成的存档文件不一致` : null;
    const result = problem
      ? submission.reply({ fieldErrors: { file: [`核验未通过：${problem}`] }, hideFields: ['file'] })
      : submission.reply({ resetForm: true });
    return data({ result, verdict }, { status: problem ? 422 : 200 });
  }
  // Refused (too many uploads, the platform's certificate not configured): the message above the form.
  return data(
    { result: submission.reply({ formErrors: [envelope.message || MESSAGES_8.fallbackError], hideFields: ['file'] }), verdict: null },
    { status: envelope.code === 429 ? 429 : envelope.code >= 500 ? 503 : 400 },
  );
}
