import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fizzPaddingFilter, trimFizzPadding } from './fizz-padding.server';

async function render(node: ReturnType<typeof createElement>, filter: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const sink = filter ? fizzPaddingFilter() : new PassThrough();
        text(sink).then(resolve, reject);
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe('Fizz padding', () => {
  // Text that puts a 3-byte character across the 2048-byte buffer boundary somewhere.
  const paragraphs = Array.from({ length: 60 }, (_, i) => createElement('p', { key: i }, `${'a'.repeat(i % 7)}本周钢材线路运价整体平稳。`));
  const page = createElement('div', null, ...paragraphs);

  it('React 18 pads a full buffer with NUL bytes when a character does not fit (the bug this filters)', async () => {
    const raw = await render(page, false);
    expect(raw).toContain('\u0000');
  });

  it('leaves no NUL bytes and loses no characters', async () => {
    const html = await render(page, true);
    expect(html).not.toContain('\u0000');
    expect(html.match(/本周钢材线路运价整体平稳。/g)).toHaveLength(60);
  });

  it('trims at most three zero bytes and only on a full-size chunk', () => {
    const full = new Uint8Array(2048).fill(65);
    full.fill(0, 2046);
    expect(trimFizzPadding(full).byteLength).toBe(2046);
    const short = new Uint8Array([65, 0, 0]);
    expect(trimFizzPadding(short).byteLength).toBe(3);
    const zeros = new Uint8Array(2048);
    expect(trimFizzPadding(zeros).byteLength).toBe(2045);
  });
});

describe('the filter batches what React writes in one go', () => {
  it('passes the shell on as one chunk and keeps later chunks apart, in order', async () => {
    const filter = fizzPaddingFilter();
    const seen: string[] = [];
    filter.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
    const ended = new Promise((resolve) => filter.on('end', resolve));
    filter.write(Buffer.from('<html>'));
    filter.write(Buffer.from('<body>'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    filter.write(Buffer.from('<script>late</script>'));
    filter.end(Buffer.from('</body></html>'));
    await ended;
    expect(seen[0]).toBe('<html><body>');
    expect(seen.join('')).toBe('<html><body><script>late</script></body></html>');
  });
});
