// /open/keys, the server side (issue 51): the company's API keys, the scopes the administrator may
// give, the create form (?create=1) and the revoke confirmation (?revoke=<id>), both routes so they
// work without JavaScript. The secret is in the flash of the redirect after creating: shown once.
import { API_KEY_STATUS_LABELS, OPEN_MESSAGES as M } from '#contract/open/messages';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';
import { idParam, readForm, redirectWith, submitForm } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { apiKeyFormSchema } from './forms';
import { OPEN_PATHS } from './paths';

export async function keyScreenData(caller: Caller) {
  await requireUser(caller);
  const url = new URL(caller.request.url);
  const creating = url.searchParams.get('create') === '1';
  const [keys, scopes] = await Promise.all([api.open.keyList(caller), api.open.keyScopes(caller)]);
  const summaries = new Map(scopes.map((s) => [s.permission, s.summary]));
  const rows = keys.map((k) => ({
    ...k,
    statusLabel: API_KEY_STATUS_LABELS[k.status],
    scopeList: k.scopes.map((s) => summaries.get(s)?.split(/[（(：:；;，,。]/)[0] ?? s).join('、'),
    ipList: k.ipAllowList.join('、') || '不限',
  }));
  const revokeId = idParam(caller.request, 'revoke');
  return {
    rows,
    scopes,
    creating,
    revoking: rows.find((k) => k.id === revokeId && k.status !== 'revoked') ?? null,
  };
}

export async function keyAction(caller: Caller) {
  await requireUser(caller);
  const formData = await readForm(caller.request);
  switch (formData.get('intent')) {
    case 'create': {
      const saved = await submitForm(formData, apiKeyFormSchema, (value) => api.open.keyCreate(caller, value));
      if (!saved.ok) return saved.response;
      const { keyId, secret, name } = saved.saved;
      return redirectWith(caller.request, OPEN_PATHS.keys, `${M.created}${name}　密钥 ID：${keyId}　密钥：${secret}`);
    }
    case 'revoke': {
      const id = Number(formData.get('id'));
      if (!Number.isInteger(id) || id <= 0) throw new Response(M.keyNotFound, { status: 400 });
      try {
        await api.open.keyRevoke(caller, { id });
        return redirectWith(caller.request, OPEN_PATHS.keys, M.revoked);
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        return redirectWith(caller.request, OPEN_PATHS.keys, error.message, 'error');
      }
    }
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}
