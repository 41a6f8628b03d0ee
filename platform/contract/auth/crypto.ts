// Encrypted password fields (spec 4 "encrypt password with it (AES-CBC)"):
// Base64(IV ‖ AES-128-CBC-PKCS7(key = hex-decoded secret, UTF-8 plaintext)), random 16-byte IV.
// The app encrypts on its server side with crypto-js, so login works without client JS; the
// platform decrypts with node:crypto (platform/modules/auth/secret-key.ts).
import CryptoJS from 'crypto-js';

export const SECRET_HEX_LENGTH = 32;

export function encryptWithSecret(plaintext: string, secretHex: string): string {
  if (!/^[0-9a-f]{32}$/i.test(secretHex)) throw new Error('secret must be 32 hex characters');
  const key = CryptoJS.enc.Hex.parse(secretHex);
  const iv = CryptoJS.lib.WordArray.random(16);
  const encrypted = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), key, {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return CryptoJS.enc.Base64.stringify(iv.clone().concat(encrypted.ciphertext));
}
