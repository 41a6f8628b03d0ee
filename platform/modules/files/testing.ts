// The S3 stand-in of the file tests: s3rver on a random port over a temporary directory, with one
// bucket. It checks every request's signature v4 against its fixed keys (S3RVER/S3RVER), as S3 does.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const STAND_IN_BUCKET = 'freight-files';

export interface S3StandIn {
  /** the platform environment that points FILE_STORE=s3 at the stand-in */
  env: Record<string, string>;
  /** where the stand-in keeps the objects */
  directory: string;
  close(): Promise<void>;
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: STAND_IN_BUCKET }] });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: STAND_IN_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
