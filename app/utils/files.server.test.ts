import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { formPhotos, proxyFile, uploadFile } from './files.server';
import { TOO_LARGE_MARKER_TYPE } from './files';
import { PlatformError } from './platform.server';
import { commitSession, getSession } from './session.server';

// Uploads and previews go through the platform client (platform.server.ts); a stand-in
// platformFetch answers here, the real platform in platform/modules/files and the end-to-end tests.
function contextAnswering(response: () => Response, seen: Request[] = []): AppLoadContext {
  return {
    cspNonce: '',
    requestId: 'req-f',
    platformFetch: async (request) => {
      seen.push(request);
      return response();
    },
  };
}

const json = (envelope: unknown) => () => new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });

async function requestWithToken(token: string | null, url = 'http://localhost/nameAuthe') {
  const session = await getSession(new Request(url));
  if (token) session.set('token', token);
  const cookie = (await commitSession(session)).split(';')[0]!;
  return new Request(url, { headers: { Cookie: cookie } });
}

const UUID = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';

describe('uploadFile', () => {
  it('sends the file and its purpose in snake case, and answers the stored file', async () => {
    const seen: Request[] = [];
    const request = await requestWithToken('tok');
    const stored = { uuid: UUID, name: 'a.png', size: 3, mime: 'image/png', url: '/x' };
    const file = new File(['PNG'], 'a.png', { type: 'image/png' });
    const uploaded = await uploadFile(
      { request, context: contextAnswering(json({ code: 200, message: '', data: stored }), seen) },
      file,
      'idCardFront',
      'image',
    );
    expect(uploaded).toEqual({ uuid: UUID, name: 'a.png', size: 3, mime: 'image/png' });
    expect(seen[0]!.url).toBe('http://platform.internal/api-platform/api/actions/upload/image');
    expect(seen[0]!.headers.get('token')).toBe('tok');
    const form = await seen[0]!.formData();
    expect(form.get('purpose')).toBe('id_card_front');
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('throws the platform refusal, and ends an expired session like every call', async () => {
    const request = await requestWithToken('tok');
    const file = new File(['x'], 'a.txt');
    const refused = await uploadFile(
      { request, context: contextAnswering(json({ code: 400, message: '只能上传 JPG、PNG、WEBP、GIF 格式的图片', data: null })) },
      file,
      'receipt',
      'image',
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).message).toBe('只能上传 JPG、PNG、WEBP、GIF 格式的图片');
    const expired = (await uploadFile({ request, context: contextAnswering(json({ code: 50014, message: '', data: null })) }, file, 'receipt', 'file').catch(
      (error: unknown) => error,
    )) as Response;
    expect(expired.status).toBe(302);
    expect(expired.headers.get('Location')).toBe('/login?redirect=%2FnameAuthe&relogin=1');
  });
});

describe('proxyFile', () => {
  it('streams the bytes with their type and name, privately cached', async () => {
    const request = await requestWithToken('tok', `http://localhost/resources/file/download?uuid=${UUID}`);
    const bytes = () => new Response('PDF', { headers: { 'content-type': 'application/pdf', 'content-length': '3' } });
    const response = await proxyFile({ request, context: contextAnswering(bytes) }, 'download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(await response.text()).toBe('PDF');
  });

  it('answers the same 404 without a session, for a bad uuid and for a refusal', async () => {
    const seen: Request[] = [];
    const anonymous = await requestWithToken(null, `http://localhost/resources/file/preview?uuid=${UUID}`);
    expect((await proxyFile({ request: anonymous, context: contextAnswering(json({}), seen) }, 'preview')).status).toBe(404);
    const bad = await requestWithToken('tok', 'http://localhost/resources/file/preview?uuid=../x');
    expect((await proxyFile({ request: bad, context: contextAnswering(json({}), seen) }, 'preview')).status).toBe(404);
    expect(seen).toEqual([]);
    const signedIn = await requestWithToken('tok', `http://localhost/resources/file/preview?uuid=${UUID}`);
    const refused = await proxyFile({ request: signedIn, context: contextAnswering(json({ code: 404, message: '文件不存在', data: null })) }, 'preview');
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('文件不存在');
  });
});

describe('formPhotos', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  const formOf = (...files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append('photos', f);
    form.append('photos', new File([], '')); // an empty input adds nothing
    return form;
  };

  it('takes the non-empty photos of the field', () => {
    expect(formPhotos(formOf(png('a.png'), png('b.png')), 'photos', 6)).toMatchObject({ problem: null, photos: [{ name: 'a.png' }, { name: 'b.png' }] });
  });

  it('refuses more than the maximum, and a photo over 10 MB', () => {
    expect(formPhotos(formOf(png('a.png'), png('b.png'), png('c.png')), 'photos', 2).problem).toBe('最多上传2张照片');
    expect(formPhotos(formOf(new File([], 'big.png', { type: TOO_LARGE_MARKER_TYPE })), 'photos', 6).problem).toBe('文件大小不能超过10MB');
  });
});
