// Where uploaded bytes live, chosen by FILE_STORE (decision 030): DiskStorage under DATA_DIR/files
// (the embedded default), S3Storage in a shared bucket (s3-storage.ts, several nodes); MemoryStorage
// for in-memory databases (DATA_DIR=memory://), so tests and demos leave nothing on disk.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { PlatformEnv } from '../../config';
import { S3Storage } from './s3-storage';

/** Bytes backed by a plain ArrayBuffer (what Response bodies accept). */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** stores a file already on disk (a background export) without reading it into memory */
  putFile(key: string, source: string): Promise<void>;
  /** null when nothing is stored under the key */
  get(key: string): Promise<Bytes | null>;
  /** the bytes as a stream (downloads), without reading them into memory; null when nothing is stored */
  open(key: string): Promise<StoredStream | null>;
  remove(key: string): Promise<void>;
}

export interface StoredStream {
  body: ReadableStream<Uint8Array>;
  size: number;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export class DiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  async putFile(key: string, source: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // copied, not renamed: the source is usually in the system's temporary directory, another disk
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await copyFile(source, temp);
    await rename(temp, target);
  }

  async get(key: string): Promise<Bytes | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredStream | null> {
    const source = this.pathOf(key);
    try {
      const { size } = await stat(source);
      return { body: Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>, size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export class MemoryStorage implements FileStorage {
  private readonly files = new Map<string, Bytes>();

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(checkKey(key), new Uint8Array(bytes));
  }

  async putFile(key: string, source: string): Promise<void> {
    await this.put(key, await readFile(source));
  }

  async get(key: string): Promise<Bytes | null> {
    return this.files.get(checkKey(key)) ?? null;
  }

  async open(key: string): Promise<StoredStream | null> {
    const bytes = await this.get(key);
    return bytes && { body: new Blob([bytes]).stream(), size: bytes.byteLength };
  }

  async remove(key: string): Promise<void> {
    this.files.delete(checkKey(key));
  }
}

/** One per process: what a background job writes is what the files area reads (keys are uuids). */
let processMemory: MemoryStorage | undefined;

type StorageEnv = { DATA_DIR: string } & Partial<
  Pick<PlatformEnv, 'FILE_STORE' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>
>;

export function storageFor(env: StorageEnv): FileStorage {
  if (env.FILE_STORE === 's3') {
    // parsePlatformEnv has refused FILE_STORE=s3 without a bucket and keys
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    });
  }
  if (env.DATA_DIR === 'memory://') return (processMemory ??= new MemoryStorage());
  return new DiskStorage(path.join(env.DATA_DIR, 'files'));
}
