import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, redactQuery } from './log';

describe('logs keep secrets out', () => {
  it('redacts credential query values and keeps the rest of the URL', () => {
    expect(redactQuery('/sso/login?ticket=eyJ.abc.def&redirect=%2Fx')).toBe('/sso/login?ticket=[redacted]&redirect=%2Fx');
    expect(redactQuery('/a?x=1&token=t0k&numberCode=123456')).toBe('/a?x=1&token=[redacted]&numberCode=[redacted]');
    expect(redactQuery('/list-goods?pageNumber=2')).toBe('/list-goods?pageNumber=2');
  });

  it('censors passwords, tokens and credential headers in logged objects', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    log.info({ password: 'Secret123', body: { newPwd: 'N3w!pass', token: 'abc' }, req: { headers: { authorization: 'Bearer abc', cookie: '__session=s' } } });
    const out = lines.join('');
    expect(out).not.toMatch(/Secret123|N3w!pass|Bearer abc|__session=s|"abc"/);
    expect(out.match(/\[redacted\]/g)?.length).toBe(5);
  });
});
