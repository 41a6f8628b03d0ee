// The patched turbo-stream (patches/, see patches/README.md): a single-fetch response cut off after
// its first line — what the browser does when a newer navigation aborts a loader or revalidation
// fetch — must not leave a rejected promise nobody handles. In the browser that surfaced as an
// uncaught "signal is aborted without reason" on the page (seen in CI on the cargo form, whose
// region selects submit on change).
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

type Decode = (readable: ReadableStream<Uint8Array>) => Promise<{ done: Promise<unknown>; value: unknown }>;
type Encode = (value: unknown) => ReadableStream<Uint8Array>;
const require = createRequire(import.meta.url);
// Both builds are patched: Node loads the CommonJS one, the browser bundle the ES module.
const builds: Record<string, { decode: Decode; encode: Encode }> = {
  commonjs: require('turbo-stream'),
  'ES module': await import('turbo-stream'),
};

async function firstLine(value: unknown, encode: Encode) {
  const reader = encode(value).getReader();
  const bytes = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) text += bytes.decode(read.value, { stream: true });
  return text.split('\n')[0] + '\n';
}

/** A response body that delivers its first line, then fails as an aborted fetch does. */
function abortedAfterFirstLine(line: string) {
  let fail!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(line));
      fail = () => controller.error(new DOMException('signal is aborted without reason', 'AbortError'));
    },
  });
  return { body, fail };
}

describe('turbo-stream decoding an aborted response', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it.each(Object.entries(builds))('%s: the value decodes, the abort rejects `done` and nothing is left unhandled', async (_name, { decode, encode }) => {
    const { body, fail } = abortedAfterFirstLine(await firstLine({ rows: [1, 2], total: 2 }, encode));
    const decoded = await decode(body);
    expect(decoded.value).toEqual({ rows: [1, 2], total: 2 });
    fail();
    await expect(decoded.done).rejects.toThrow('signal is aborted without reason');
    // Unhandled rejections are reported after the microtask queue drains; give them two turns.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });
});
