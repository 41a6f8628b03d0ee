import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encryptWithSecret } from '../../contract/auth/crypto';
import { decryptField } from './secret-key';

const secret = () => randomBytes(16).toString('hex');

describe('decryptField (node:crypto) against encryptWithSecret (crypto-js)', () => {
  it('round-trips ASCII, Chinese and empty plaintexts', () => {
    const key = secret();
    for (const text of ['Demo1234', '密码Abc12345', '', 'a'.repeat(100), 'p@ss w0rd/+=']) {
      expect(decryptField(encryptWithSecret(text, key), key)).toBe(text);
    }
  });

  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const key = secret();
        return decryptField(encryptWithSecret(text, key), key) === text;
      }),
      { numRuns: 200 },
    );
  });

  it('uses a random IV: the same plaintext encrypts differently each time', () => {
    const key = secret();
    expect(encryptWithSecret('Demo1234', key)).not.toBe(encryptWithSecret('Demo1234', key));
  });

  it('returns null for another secret, tampering, garbage and a bad secret', () => {
    const key = secret();
    const cipher = encryptWithSecret('Demo1234', key);
    // Another key almost always fails the PKCS#7 padding check or yields different bytes.
    expect(decryptField(cipher, secret())).not.toBe('Demo1234');
    expect(decryptField('not base64 !!', key)).toBeNull();
    expect(decryptField(Buffer.from('short').toString('base64'), key)).toBeNull();
    expect(decryptField(cipher.slice(0, -4), key)).toBeNull();
    expect(decryptField(cipher, 'zz'.repeat(16))).toBeNull();
    const bytes = Buffer.from(cipher, 'base64');
    bytes[bytes.length - 1] ^= 0xff; // corrupt the padding block
    expect(decryptField(bytes.toString('base64'), key)).not.toBe('Demo1234');
  });
});
