import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { api } from './api.server';

// The typed client over a stand-in transport: how an endpoint's table entry becomes a request,
// and what happens when the answer leaves the table's response schema.
function contextAnswering(data: unknown, seen: Request[]): AppLoadContext {
  return {
    cspNonce: '',
    requestId: 'req-1',
    platformFetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify({ code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    },
  };
}
const request = () => new Request('http://localhost/user/messages');

describe('typed platform client', () => {
  it('posts a body endpoint as JSON to its path', async () => {
    const seen: Request[] = [];
    const result = await api.workspace.markRead({ request: request(), context: contextAnswering(MESSAGE, seen) }, { id: 7 });
    expect(result.id).toBe(7);
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/api-platform/api/messages/read');
    expect(await seen[0]!.json()).toEqual({ id: 7 });
  });

  it('gets an endpoint without input with no body', async () => {
    const seen: Request[] = [];
    expect(await api.workspace.unreadCount({ request: request(), context: contextAnswering(3, seen) })).toBe(3);
    expect(seen[0]!.method).toBe('GET');
    expect(new URL(seen[0]!.url).pathname).toBe('/api-platform/api/messages/getMessageCount');
  });

  it('refuses, outside production, an answer its table does not describe', async () => {
    const seen: Request[] = [];
    await expect(api.workspace.unreadCount({ request: request(), context: contextAnswering('three', seen) })).rejects.toThrow(
      /GET \/messages\/getMessageCount answered outside its response schema/,
    );
  });

  it('hands back the raw envelope when asked', async () => {
    const seen: Request[] = [];
    const envelope = await api.workspace.summary.envelope({ request: request(), context: contextAnswering(SUMMARY, seen) });
    expect(envelope).toEqual({ code: 200, message: 'ok', data: SUMMARY });
  });
});

const MESSAGE = { id: 7, type: 'system', title: '通知', content: '内容', link: null, status: '1', createdAt: '2026-11-25T00:00:00Z', readAt: null };
const SUMMARY = { unreadMessages: 0, orders: [], waybills: [], certification: null };
