// The public verification page's server side: the upload (multipart, without JS too), the CSRF and
// honeypot checks of a public form, then the platform's verdict on the file.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { parseWithZod } from '#app/utils/forms.server';
import { CODES, MESSAGES_8 } from '#contract/codes';
import { contractNoText } from '#contract/contracts/api-verify';
import { api } from '#app/utils/api.server';
import { honeypotProblem } from '#app/utils/csrf.server';
import { readAnyForm } from '#app/utils/files.server';
import { verifyUploadSchema } from './verify-schema';

/** The page is public: the platform is called without the visitor's token, signed in or not. */
const ANONYMOUS = { token: null } as const;

/** The number of the QR code's link (`?no=`), when it is one; anything else is ignored. */
export function verifyPageData({ request }: LoaderFunctionArgs) {
  const parsed = contractNoText.safeParse(new URL(request.url).searchParams.get('no') ?? '');
  return { contractNo: parsed.success && parsed.data ? parsed.data : null };
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
    // A copy that fails is this form's answer at the file, and the figures of the file shown beside it.
    const result = verdict.valid
      ? submission.reply({ resetForm: true })
      : submission.reply({ fieldErrors: { file: [`核验未通过：${verdict.problem}`] }, hideFields: ['file'] });
    return data({ result, verdict }, { status: verdict.valid ? 200 : 422 });
  }
  // Refused (too many uploads, the platform's certificate not configured): the message above the form.
  return data(
    { result: submission.reply({ formErrors: [envelope.message || MESSAGES_8.fallbackError], hideFields: ['file'] }), verdict: null },
    { status: envelope.code === 429 ? 429 : envelope.code >= 500 ? 503 : 400 },
  );
}
