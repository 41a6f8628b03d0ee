import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadBodyText } from './response-text.server';

// The globals as Node has them, put back afterwards: the listener replaces them process-wide.
const nodeRequest = globalThis.Request;
const nodeResponse = globalThis.Response;

describe('unreadBodyText', () => {
  it('answers undefined for Node’s own Response, whose body must be read', async () => {
    const response = new nodeResponse('{"code":200}');
    expect(unreadBodyText(response)).toBeUndefined();
    expect(await response.json()).toEqual({ code: 200 });
  });

  describe('with @hono/node-server’s listener installed, as server.ts does', () => {
    beforeAll(() => {
      getRequestListener(() => new Response(null));
      expect(globalThis.Response).not.toBe(nodeResponse);
    });
    afterAll(() => {
      Object.defineProperty(globalThis, 'Request', { value: nodeRequest, writable: true, configurable: true });
      Object.defineProperty(globalThis, 'Response', { value: nodeResponse, writable: true, configurable: true });
    });

    it('takes the string a platform envelope was made from, Chinese and emoji intact', () => {
      const text = JSON.stringify({ code: 200, message: '操作成功', data: { remark: '装货完成 🚚' } });
      const response = new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
      expect(unreadBodyText(response)).toBe(text);
      // Twice, and on another answer: the property is found again, not remembered per object.
      expect(unreadBodyText(response)).toBe(text);
      expect(unreadBodyText(new Response('{"code":400}', { status: 400 }))).toBe('{"code":400}');
    });

    it('leaves a body that is not a string, or was already read, to be read as usual', async () => {
      expect(unreadBodyText(new Response(new TextEncoder().encode('{"code":200}')))).toBeUndefined();
      const read = new Response('{"code":200}');
      expect(await read.json()).toEqual({ code: 200 });
      expect(unreadBodyText(read)).toBeUndefined();
    });
  });
});
