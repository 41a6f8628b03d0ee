// A stopping server closes the platform while requests may still be answering: they finish first.
import { describe, expect, it } from 'vitest';
import { API_BASE, createPlatform } from './app';
import { parsePlatformEnv } from './config';
import { createLogger } from './log';

/** A JSON body that arrives `delayMs` after the request: the handler reads it, then queries. */
function slowBody(json: unknown, delayMs: number) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      setTimeout(() => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(json)));
        controller.close();
      }, delayMs);
    },
  });
}

describe('platform close', () => {
  it('lets the requests it is answering finish before it closes the database', async () => {
    // Unseeded: the news list answers an empty page as it answers a full one, without the ~10 s seed.
    const platform = await createPlatform({ env: parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED: '0' }), log: createLogger('silent') });
    const answers = Array.from({ length: 5 }, () =>
      platform
        .fetch(
          new Request(`http://platform${API_BASE}/news/pagination`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: slowBody({ pageNumber: 1, pageSize: 10 }, 200),
            duplex: 'half',
          } as RequestInit),
        )
        .then(async (res) => ((await res.json()) as { code: number }).code),
    );
    await platform.close();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 5 }, () => 200));
    // a fresh platform runs every migration first: on a loaded two-core machine that alone took 30 s
  }, 90_000);
});
