// /content-manage/platformInfo (operations): the platform's own pages — about, rules, agreements —
// listed with their state, edited (?edit=key), enabled, disabled and deleted (?remove=key asks first).
// The platform sanitises the HTML before it stores it; every move redirects back with a flash. The
// editor's 插入图片 form uploads an image for the text (issue 44).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PLATFORM_PAGE_KEYS } from '#contract/portal/constants';
import { platformInfoInputSchema } from '#contract/portal/schemas';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { shortDateTime } from '#app/utils/format';
import { redirectWith, saveForm } from '#app/utils/forms.server';
import { readAnyForm } from '#app/utils/files.server';
import { PlatformError } from '#app/utils/platform.server';
import { uploadContentImage } from './content-image.server';

export const PLATFORM_INFO_PATH = '/content-manage/platformInfo';

const keyOr400 = (key: string | null) => {
  if (key === null || !PLATFORM_PAGE_KEYS.includes(key)) throw new Response('页面不存在', { status: 400 });
  return key;
};

export async function platformInfoData(args: LoaderFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const edit = url.searchParams.get('edit');
  const remove = url.searchParams.get('remove');
  const [page, editing] = await Promise.all([
    api.platformInfo.page(args, { pageNumber: 1, pageSize: 50 }),
    edit !== null ? api.platformInfo.detail(args, { key: keyOr400(edit) }) : null,
  ]);
  const rows = page.records.map((r) => ({ ...r, updatedAt: r.updatedAt ? shortDateTime(r.updatedAt) : '' }));
  return { rows, editing, removing: remove !== null ? (rows.find((r) => r.key === keyOr400(remove) && r.exists) ?? null) : null };
}

const MOVED = { enable: '页面已启用', disable: '页面已停用', remove: '页面内容已删除' } as const;

export async function platformInfoAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const formData = await readAnyForm(args.request);
  const intent = String(formData.get('intent') ?? '');
  // an image for the page's text: uploaded, its markup answered (content-image-ui.tsx inserts it)
  if (intent === 'image') return uploadContentImage(args, formData);
  if (intent === 'save') {
    const result = await saveForm(args, formData, platformInfoInputSchema, api.platformInfo.save);
    if (!result.ok) return result.response;
    return redirectWith(args.request, PLATFORM_INFO_PATH, '页面已保存');
  }
  if (intent === 'enable' || intent === 'disable' || intent === 'remove') {
    const key = keyOr400(String(formData.get('key') ?? ''));
    try {
      await api.platformInfo[intent](args, { key });
      return redirectWith(args.request, PLATFORM_INFO_PATH, MOVED[intent]);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return redirectWith(args.request, PLATFORM_INFO_PATH, error.message, 'error');
    }
  }
  throw new Response('未知的操作', { status: 400 });
}
