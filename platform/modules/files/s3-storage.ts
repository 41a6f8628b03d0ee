// The S3-compatible backend of the file service (FILE_STORE=s3): one bucket every node shares, so an
// upload through one platform process is read through another. Speaks plain S3 (signature v4), which
// AWS, Alibaba OSS, Tencent COS and MinIO all answer. Bytes are streamed both ways where the SDK
// allows: a file on disk goes up as a stream, a download comes down as a stream.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Bytes, FileStorage, StoredStream } from './storage';
import { checkKey } from './storage';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

// The SDK is loaded on the first call, not with the module: it costs ~0.25 s of CPU to load, paid by
// every process (and every test file) that imports the file service, which mostly stores on disk.
type Sdk = typeof S3Sdk;
type S3Client = S3Sdk.S3Client;
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

function missing({ NoSuchKey, S3ServiceException }: Sdk, error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));
}

export class S3Storage implements FileStorage {
  readonly bucket: string;
  readonly #settings: S3Settings;
  #client: S3Client | undefined;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.#settings = settings;
  }

  /** The SDK and this store's client, made on the first call. */
  async #connected(): Promise<{ sdk: Sdk; client: S3Client }> {
    const loaded = await loadSdk();
    this.#client ??= this.#makeClient(loaded);
    return { sdk: loaded, client: this.#client };
  }

  #makeClient({ S3Client }: Sdk): S3Client {
    const settings = this.#settings;
    return new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: the SDK's default (CRC32 trailers on every PUT, in
      // aws-chunked encoding) is not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A hung store must not hold a request forever; the SDK retries transient failures itself.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const { sdk, client } = await this.#connected();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.byteLength }));
  }

  async putFile(key: string, source: string): Promise<void> {
    const { size } = await stat(source);
    const { sdk, client } = await this.#connected();
    // A stream needs its length up front (S3 refuses a PUT without one); the file is never in memory whole.
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: createReadStream(source), ContentLength: size }));
  }

  async get(key: string): Promise<Bytes | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    return new Uint8Array(await new Response(opened.body).arrayBuffer());
  }

  async open(key: string): Promise<StoredStream | null> {
    const { sdk, client } = await this.#connected();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!answer.Body) return null;
      return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (missing(sdk, error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.#connected();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }
}
