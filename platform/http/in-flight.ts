/**
 * Counts the requests the platform is answering, so that closing it can let them finish before the
 * database goes: a stopping server stops accepting, but a page's loader may still be between two
 * queries (the bench's shutdowns logged "Cannot use a pool after calling end on the pool").
 */
export function inFlightRequests() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    async run<T>(answer: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await answer();
      } finally {
        count -= 1;
        if (count === 0) for (const resolve of waiting.splice(0)) resolve();
      }
    },
    /** Resolves true once no request is being answered, false if that takes longer than `timeoutMs`. */
    idle(timeoutMs: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((w) => w !== done);
          resolve(false);
        }, timeoutMs);
        timer.unref();
        waiting.push(done);
      });
    },
    get count() {
      return count;
    },
  };
}
