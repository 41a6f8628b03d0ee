// Operations' contract templates (/contract-manage/contractTemplate): the list with the URL's
// filters, a version with its clauses, other versions and history (?id=), the form of a new
// template (?new=1) or of a draft (?id=&do=edit), and the moves (release, invalid, a new version),
// each a POST that ends in a redirect with a flash, or the form again with its errors.
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_MESSAGES as M,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_STATUS_LABELS,
  templateQuery,
  type TemplateDetail,
  type TemplateRow,
} from '#contract/contracts/contracts';
import { api } from '#app/utils/api.server';
import { idParam, loadOwned, loadPage, readForm, redirectWith, submitForm, type FormReply } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { formatDateTime } from '#app/utils/format';
import { clausesText, templateIdSchema, templateSchema } from './forms';
import { CONTRACT_PATHS, contractHref } from './paths';

const PATH = CONTRACT_PATHS.templates;

export function templateView(t: TemplateRow) {
  return {
    ...t,
    kindLabel: CONTRACT_KIND_LABELS[t.kind],
    statusLabel: TEMPLATE_STATUS_LABELS[t.status],
    released: t.releasedAt ? formatDateTime(t.releasedAt, 'YYYY-MM-DD HH:mm') : '',
    updated: formatDateTime(t.updatedAt, 'YYYY-MM-DD HH:mm'),
  };
}
export type TemplateView = ReturnType<typeof templateView>;

/** The placeholders a clause may use, for the form's help. */
export const PLACEHOLDER_HELP = Object.entries(TEMPLATE_PLACEHOLDERS).map(([name, label]) => ({ name: `{{${name}}}`, label }));

export async function templateScreenData(caller: Caller) {
  const url = new URL(caller.request.url);
  const id = idParam(caller.request);
  if (id !== null) {
    const t: TemplateDetail = await loadOwned(caller, api.contracts.templateDetail, id);
    const editing = url.searchParams.get('do') === 'edit' && t.status === 'DRAFT';
    return {
      list: null,
      editing,
      creating: false,
      template: {
        ...templateView(t),
        remark: t.remark,
        clauses: t.clauses.map((c, i) => ({ ...c, key: i })),
        clausesText: clausesText(t.clauses),
        versions: t.versions.map(templateView),
        history: t.history.map((h, i) => ({
          ...h,
          key: i,
          to: TEMPLATE_STATUS_LABELS[h.toStatus as keyof typeof TEMPLATE_STATUS_LABELS] ?? h.toStatus,
          created: formatDateTime(h.createdAt, 'YYYY-MM-DD HH:mm:ss'),
        })),
      },
      placeholders: PLACEHOLDER_HELP,
    };
  }
  const { query, page } = await loadPage(caller, api.contracts.templatePage, templateQuery);
  return {
    list: {
      query: { kind: query.kind ?? '', status: query.status ?? '', name: query.name ?? '', pageNumber: query.pageNumber, pageSize: query.pageSize },
      rows: page.records.map(templateView),
      total: page.total,
    },
    editing: false,
    creating: url.searchParams.get('new') === '1',
    template: null,
    placeholders: PLACEHOLDER_HELP,
  };
}

const MOVES = {
  release: { call: api.contracts.templateRelease, done: M.templateReleased },
  invalid: { call: api.contracts.templateInvalid, done: M.templateInvalided },
  newVersion: { call: api.contracts.templateNewVersion, done: M.templateSaved },
} as const;

/** intent save (the form), or release / invalid / newVersion (one button each): to the version's page with the flash. */
export async function templateAction(caller: Caller) {
  const formData = await readForm(caller.request);
  const intent = String(formData.get('intent') ?? '');
  if (intent === 'save') {
    const saved = await submitForm(formData, templateSchema, (value) => api.contracts.templateSave(caller, value));
    if (!saved.ok) return saved.response;
    return redirectWith(caller.request, contractHref(PATH, saved.saved.id), M.templateSaved);
  }
  if (!(intent in MOVES)) throw new Response('未知的操作', { status: 400 });
  const move = MOVES[intent as keyof typeof MOVES];
  const submission = parseWithZod(formData, { schema: templateIdSchema });
  if (submission.status !== 'success') return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    const moved = await move.call(caller, submission.value);
    return redirectWith(caller.request, contractHref(PATH, moved.id), move.done);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 404) throw new Response(error.message, { status: 404 });
    return data<FormReply>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
}
