import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('inFlightRequests', () => {
  it('is idle at once with nothing running', async () => {
    expect(await inFlightRequests().idle(10)).toBe(true);
  });

  it('becomes idle when the last request finishes, failed or not', async () => {
    const requests = inFlightRequests();
    const first = gate();
    const second = gate();
    const a = requests.run(() => first.opened.then(() => 'a'));
    const b = requests.run(() => second.opened.then(() => Promise.reject(new Error('b'))));
    expect(requests.count).toBe(2);
    let idle = false;
    const waited = requests.idle(5_000).then((value) => (idle = value));
    first.open();
    expect(await a).toBe('a');
    expect(idle).toBe(false);
    second.open();
    await expect(b).rejects.toThrow('b');
    expect(await waited).toBe(true);
    expect(requests.count).toBe(0);
  });

  it('gives up after the timeout while a request is still running', async () => {
    const requests = inFlightRequests();
    const never = gate();
    void requests.run(() => never.opened);
    expect(await requests.idle(20)).toBe(false);
    expect(requests.count).toBe(1);
    never.open();
  });
});
