// The S3 backend against the s3rver stand-in: the storage contract, signatures the stand-in checks,
// two platform nodes on one bucket, and the start-up check of its configuration.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../app';
import { formatEnvError, parsePlatformEnv } from '../../config';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { S3Storage } from './s3-storage';
import { storageFor } from './storage';
import { startS3StandIn, STAND_IN_BUCKET, type S3StandIn } from './testing';

let standIn: S3StandIn;
let storage: S3Storage;

const settingsOf = (env: Record<string, string>) => ({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION,
  bucket: env.S3_BUCKET,
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: true,
});

beforeAll(async () => {
  standIn = await startS3StandIn();
  storage = new S3Storage(settingsOf(standIn.env));
});

afterAll(async () => {
  await standIn?.close();
});

describe('S3 storage', () => {
  it('is what FILE_STORE=s3 chooses', () => {
    const chosen = storageFor(parsePlatformEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...standIn.env }));
    expect(chosen).toBeInstanceOf(S3Storage);
    expect((chosen as S3Storage).bucket).toBe(STAND_IN_BUCKET);
  });

  it('puts, gets, streams and removes bytes; a missing key reads as null', async () => {
    await storage.put('ab/abc-123', new Uint8Array([1, 2, 3]));
    expect(await storage.get('ab/abc-123')).toEqual(new Uint8Array([1, 2, 3]));
    const opened = await storage.open('ab/abc-123');
    expect(opened?.size).toBe(3);
    expect(new Uint8Array(await new Response(opened!.body).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await storage.remove('ab/abc-123');
    expect(await storage.get('ab/abc-123')).toBeNull();
    expect(await storage.open('ab/abc-123')).toBeNull();
  });

  it('sends a file from disk as a stream of its length', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 's3-put-'));
    try {
      const source = path.join(dir, 'export.xlsx');
      const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
      await writeFile(source, bytes);
      await storage.putFile('cd/export-1', source);
      const read = await storage.get('cd/export-1');
      // compared as buffers: toEqual walks 3 million elements one by one
      expect(read?.byteLength).toBe(bytes.byteLength);
      expect(Buffer.from(read!).equals(Buffer.from(bytes))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses keys that are not the service’s own before asking the store', async () => {
    await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('ab/../../x')).rejects.toThrow(/invalid storage key/);
  });

  // s3rver knows its access key but, unlike S3, does not recompute v4 signatures: this is as far as it checks.
  it('is refused by the stand-in for an access key it does not know', async () => {
    const forged = new S3Storage({ ...settingsOf(standIn.env), accessKeyId: 'SOMEONE-ELSE' });
    await expect(forged.put('ef/forged', new Uint8Array([1]))).rejects.toThrow(/access key/i);
    expect(await storage.get('ef/forged')).toBeNull();
  });
});

describe('two platform nodes on one bucket', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await openTestPlatform(standIn.env);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads through one node what was uploaded through the other', async () => {
    // Two apps over one database, each with a client of its own: what one node wrote is only in the bucket.
    const nodeA = t.makeApp();
    const nodeB = t.makeApp();
    const token = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const bytes = new Uint8Array(2048);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    bytes[2047] = 7;
    const body = new FormData();
    body.set('file', new File([bytes], '磅单.png', { type: 'image/png' }));
    body.set('purpose', 'pound_slip');
    const headers = { authorization: `Bearer ${token}` };
    const uploaded = await nodeA.request(`${API_BASE}/actions/upload/image`, { method: 'POST', body, headers }, { clientIp: '10.9.0.1' });
    const { data } = (await uploaded.json()) as { data: { uuid: string } };
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const read = await nodeB.request(`${API_BASE}/actions/download/?uuid=${data.uuid}`, { headers }, { clientIp: '10.9.0.2' });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-length')).toBe('2048');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
    // and the bytes are in the bucket, under the key of the file's uuid
    expect(await storage.get(`${data.uuid.slice(0, 2)}/${data.uuid}`)).toEqual(bytes);
  });

  it('still asks the platform who may read: another company is told the file does not exist', async () => {
    const owner = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    const outsider = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    const body = new FormData();
    body.set('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], '合同.pdf'));
    const { data } = (await t.call('/actions/upload/', { method: 'POST', body, token: owner })).body as { data: { uuid: string } };
    const other = await t.call(`/actions/download/?uuid=${data.uuid}`, { token: outsider });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('文件不存在');
  });
});

describe('FILE_STORE=s3 configuration', () => {
  it('stops the start with one line naming the missing variable', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = standIn.env;
    expect(() => parsePlatformEnv({ NODE_ENV: 'test', ...withoutBucket })).toThrow();
    let message = '';
    try {
      parsePlatformEnv({ NODE_ENV: 'test', ...withoutBucket });
    } catch (error) {
      message = formatEnvError(error);
    }
    expect(message).toBe('Invalid environment: S3_BUCKET is required with file_store=s3');
    expect(formatEnvError(catchOf(() => parsePlatformEnv({ FILE_STORE: 'disk' })))).toMatch(/^Invalid environment: FILE_STORE /);
  });

  it('keeps the local directory as the default', () => {
    expect(parsePlatformEnv({}).FILE_STORE).toBe('local');
  });
});

function catchOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}
