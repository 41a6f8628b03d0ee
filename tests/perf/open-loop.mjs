// Latency at a fixed arrival rate, as users feel it: arrivals come on a fixed schedule whether or not
// earlier answers are back (an open loop), and each is timed from when it was due.
//
// Not autocannon's `overallRate`: autocannon 8 gives each connection a quota per second, refilled by a
// one-second timer, and a connection sends its quota back to back as soon as the timer fires. That is a
// burst at the start of every second (at 10/s, ten requests at once: the tenth waits for nine pages)
// and, once the server falls behind, a closed loop that waits for answers before sending more, which
// hides an overload. Here an arrival never waits for another's answer: a busy server shows as a queue.
import http from 'node:http';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * `rate` arrivals a second, evenly spaced, for `seconds` (or until `until` resolves), each a GET of
 * `url`; an arrival takes a free kept-alive connection or opens one. Returns the latency percentiles
 * in ms (from the due time to the last byte), the arrivals, the achieved rate, and the failures
 * (non-2xx, errors, and answers not back within `timeoutMs`). With `samples` (an array) each answer's
 * due time (epoch ms) and latency are pushed to it, `{ at, ms }`, for a timeline.
 */
export async function openLoop({ url, rate, seconds = 600, until, headers = {}, timeoutMs = 10_000, samples }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const times = [];
  let failed = 0;
  let stopped = false;
  until?.then(() => (stopped = true));
  const one = (due) =>
    new Promise((resolve) => {
      const req = http.get(url, { agent, headers, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode < 200 || res.statusCode > 299) failed += 1;
          times.push(performance.now() - due);
          samples?.push({ at: performance.timeOrigin + due, ms: performance.now() - due });
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  const interval = 1000 / rate;
  const start = performance.now();
  const pending = [];
  for (let i = 0; !stopped && i < rate * seconds; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(due));
  }
  const sent = pending.length;
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(pending);
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: sent,
    rate: sent / elapsed,
    failed,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}
