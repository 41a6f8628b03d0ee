import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { callPlatform, download, platform, PlatformError } from './platform.server';
import { commitSession, getSession } from './session.server';

// The client's transport is exercised with a stand-in platformFetch; the real platform is
// covered by platform/app.test.ts and the end-to-end tests.
function contextAnswering(envelope: unknown, seen: Request[] = []): AppLoadContext {
  return {
    cspNonce: '',
    requestId: 'req-1',
    platformFetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    },
  };
}

/** A platform that cannot be reached: its fetch fails as a refused connection does. */
const unreachable: AppLoadContext = {
  cspNonce: '',
  requestId: 'r',
  platformFetch: async () => {
    throw new TypeError('fetch failed');
  },
};

async function requestWithToken(token: string | null, url = 'http://localhost/logistics/vehicle?pageNumber=2') {
  const session = await getSession(new Request(url));
  if (token) session.set('token', token);
  const cookie = (await commitSession(session)).split(';')[0]!;
  return new Request(url, { headers: { Cookie: cookie } });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('platform client', () => {
  it('sends the session token in the three headers, server to server', async () => {
    const seen: Request[] = [];
    const request = await requestWithToken('tok-abc');
    const data = await platform<{ n: number }>({ request, context: contextAnswering({ code: 200, message: 'ok', data: { n: 1 } }, seen) }, '/users/info');
    expect(data).toEqual({ n: 1 });
    const sent = seen[0]!;
    expect(sent.url).toBe('http://platform.internal/api-platform/api/users/info');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-abc');
    expect(sent.headers.get('token')).toBe('tok-abc');
    expect(sent.headers.get('x-access-token')).toBe('tok-abc');
    expect(sent.headers.get('x-request-id')).toBe('req-1');
    expect(sent.signal).toBeDefined();
  });

  it('posts JSON bodies and drops empty query values', async () => {
    const seen: Request[] = [];
    const request = await requestWithToken(null);
    await callPlatform({ request, context: contextAnswering({ code: 200, message: '', data: null }, seen) }, '/company/search', {
      body: { keyword: '物流' },
      query: { a: '1', b: '', c: undefined },
    });
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).search).toBe('?a=1');
    // In process, the body's length in bytes (物流 is six): the platform's body limit reads it
    // instead of copying the body into a counting stream.
    expect(seen[0]!.headers.get('content-length')).toBe(String('{"keyword":"物流"}'.length + 4));
    expect(await seen[0]!.json()).toEqual({ keyword: '物流' });
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it('ends the session on 403 and sends the user to login with the current page as target', async () => {
    const request = await requestWithToken('expired');
    const error = await thrown(platform({ request, context: contextAnswering({ code: 403, message: 'x', data: null }) }, '/users/info'));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Flogistics%2Fvehicle%3FpageNumber%3D2');
    expect(response.headers.get('Set-Cookie')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each([50008, 50012, 50014])('asks to log in again on %i', async (code) => {
    const request = await requestWithToken('t');
    const response = (await thrown(platform({ request, context: contextAnswering({ code, message: '', data: null }) }, '/x'))) as Response;
    expect(response.headers.get('Location')).toContain('relogin=1');
  });

  it('turns business codes into a PlatformError with the server message or the fallback', async () => {
    const request = await requestWithToken('t');
    const locked = await thrown(platform({ request, context: contextAnswering({ code: 9941, message: '账号已锁定', data: null }) }, '/users/login'));
    expect(locked).toBeInstanceOf(PlatformError);
    expect(locked).toMatchObject({ code: 9941, message: '账号已锁定' });
    const silent = await thrown(platform({ request, context: contextAnswering({ code: 500, message: '', data: null }) }, '/x'));
    expect(silent).toMatchObject({ code: 500, message: 'Error' });
  });

  it('shows an unreachable platform as a 503 error page', async () => {
    const request = await requestWithToken(null);
    const context = unreachable;
    const error = (await thrown(platform({ request, context }, '/portal/home'))) as Response;
    expect(error.status).toBe(503);
    expect(await error.text()).toContain('平台服务暂时无法访问');
    const garbage: AppLoadContext = { cspNonce: '', requestId: 'r', platformFetch: async () => new Response('<html>proxy error</html>') };
    expect(((await thrown(platform({ request, context: garbage }, '/x'))) as Response).status).toBe(503);
  });

  it("sends a page view's call once more when the balancer lost it, and never an action's POST", async () => {
    // a platform node died mid-call: the balancer answers its own 502 page, then a live node answers
    const answers = [new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })];
    const seen: Request[] = [];
    const context: AppLoadContext = {
      cspNonce: '',
      requestId: 'r',
      platformFetch: async (sent) => {
        seen.push(sent);
        return (
          answers.shift() ?? new Response(JSON.stringify({ code: 200, message: '', data: { rows: 1 } }), { headers: { 'content-type': 'application/json' } })
        );
      },
    };
    const pageView = await requestWithToken('t');
    const data = await platform({ request: pageView, context }, '/dispatchOrder/pagination', { body: { pageNumber: 1 } });
    expect(data).toEqual({ rows: 1 });
    expect(seen).toHaveLength(2);
    expect(await seen[1]!.json()).toEqual({ pageNumber: 1 });

    // a form's POST (an action): the first call may have been done, so it is not repeated
    seen.length = 0;
    answers.push(new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const action = new Request('http://localhost/user/cargo', { method: 'POST', headers: pageView.headers });
    const error = (await thrown(platform({ request: action, context }, '/cargo/publish', { body: { a: 1 } }))) as Response;
    expect(error.status).toBe(503);
    expect(seen).toHaveLength(1);

    // an unreachable platform is tried twice for a page view, then the 503 page
    let tries = 0;
    const refused: AppLoadContext = { cspNonce: '', requestId: 'r', platformFetch: async () => (tries++, Promise.reject(new TypeError('fetch failed'))) };
    expect(((await thrown(platform({ request: pageView, context: refused }, '/portal/home'))) as Response).status).toBe(503);
    expect(tries).toBe(2);
  });

  it('posts a multipart form with the same token headers, its boundary from the form', async () => {
    const seen: Request[] = [];
    const request = await requestWithToken('tok-up');
    const form = new FormData();
    form.set('file', new File(['x'], 'a.png', { type: 'image/png' }), 'a.png');
    await callPlatform({ request, context: contextAnswering({ code: 200, message: '', data: null }, seen) }, '/actions/upload/image', { method: 'POST', form });
    const sent = seen[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-up');
    expect(sent.headers.get('x-access-token')).toBe('tok-up');
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(((await sent.formData()).get('file') as File).name).toBe('a.png');
  });
});

describe('platform downloads', () => {
  const answering = (response: Response, seen: Request[] = []): AppLoadContext => ({
    cspNonce: '',
    requestId: 'req-2',
    platformFetch: async (request) => {
      seen.push(request);
      return response;
    },
  });

  it('hands back the bytes, asked for with the token headers and the query', async () => {
    const seen: Request[] = [];
    const request = await requestWithToken('tok-file');
    const answer = await download(
      { request, context: answering(new Response('PNG', { headers: { 'content-type': 'image/png' } }), seen) },
      '/actions/preview/',
      {
        query: { uuid: 'u-1' },
      },
    );
    expect(answer?.ok).toBe(true);
    expect(answer?.ok && (await answer.response.text())).toBe('PNG');
    expect(seen[0]!.url).toBe('http://platform.internal/api-platform/api/actions/preview/?uuid=u-1');
    expect(seen[0]!.headers.get('token')).toBe('tok-file');
    expect(seen[0]!.headers.get('accept')).toBe('*/*');
  });

  it('answers a refusal with its status and message, whatever its code (no session is ended)', async () => {
    const request = await requestWithToken('t');
    const envelope = new Response(JSON.stringify({ code: 403, message: '无权下载备份', data: null }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    });
    expect(await download({ request, context: answering(envelope) }, '/backup/download')).toEqual({ ok: false, status: 403, message: '无权下载备份' });
    const text = new Response('Not Found', { status: 404 });
    expect(await download({ request, context: answering(text) }, '/x')).toEqual({ ok: false, status: 404, message: '' });
    const ok200Envelope = new Response(JSON.stringify({ code: 50008, message: '', data: null }), { headers: { 'content-type': 'application/json' } });
    expect(await download({ request, context: answering(ok200Envelope) }, '/x')).toEqual({ ok: false, status: 200, message: '' });
  });

  it('answers null when the platform cannot be reached', async () => {
    const request = await requestWithToken(null);
    const context = unreachable;
    expect(await download({ request, context }, '/actions/preview/')).toBeNull();
  });
});
