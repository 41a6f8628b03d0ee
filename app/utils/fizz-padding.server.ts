// React 18.3's streaming renderer (Fizz, node build) encodes text into 2048-byte buffers and, when a
// multi-byte character does not fit at the end of one, flushes the whole buffer anyway: the unused
// tail goes out as NUL bytes inside the HTML (facebook/react#24985, fixed upstream by #26228, which
// 18.x never received). Chinese text hits it constantly — a form echoed back without JS showed
// '平稳\u0000。'. This transform drops that padding: at most 3 zero bytes at the end of a chunk of
// exactly the buffer size, which is the only shape the bug produces.
import { Transform } from 'node:stream';

const FIZZ_VIEW_SIZE = 2048;

export function trimFizzPadding(chunk: Buffer | Uint8Array): Uint8Array {
  if (chunk.byteLength !== FIZZ_VIEW_SIZE) return chunk;
  let end = chunk.byteLength;
  while (end > FIZZ_VIEW_SIZE - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.byteLength ? chunk : chunk.subarray(0, end);
}

/**
 * The pipe destination of renderToPipeableStream: passes HTML through without Fizz's padding, and
 * passes on what React writes in one go (the shell: a run of 2 KB chunks in the same tick) as one
 * chunk. Remix flushes the compression stream after every chunk it writes (so deferred data streams);
 * flushed 2 KB at a time, the login page's HTML came out 6.6 KB gzip instead of 4.8 KB (issue 15).
 */
export function fizzPaddingFilter(): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const filter: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(trimFizzPadding(chunk));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length === 0) return; // the end already passed them on
          const batch = Buffer.concat(pending);
          pending = [];
          filter.push(batch);
        });
      }
      callback();
    },
    flush(callback) {
      const rest = pending;
      pending = [];
      callback(null, rest.length ? Buffer.concat(rest) : undefined);
    },
  });
  return filter;
}
