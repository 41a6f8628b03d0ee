import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, userRoles, users } from '../../db/schema';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { MAX_UPLOAD_BYTES, classifyUpload, cleanFileName, contentDisposition, sniffMime } from './sniff';
import { DiskStorage, MemoryStorage, storageFor } from './storage';
import { startS3StandIn, type S3StandIn } from './testing';

let t: TestPlatform;
let owner: string; // 13800000002, company 唐山冀东钢铁贸易
let colleague: string; // a second user of the same company
let outsider: string; // 13800000003, another company
let operator: string; // 13800000009

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  bytes[size - 1] = size % 251; // content differs with size
  return bytes;
}
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream', purpose?: string) {
  const data = new FormData();
  data.set('file', new File([bytes], name, { type }));
  if (purpose) data.set('purpose', purpose);
  return data;
}

async function upload(pathName: string, body: FormData, token: string | null = owner) {
  return t.call(pathName, { method: 'POST', body, token });
}

// The file service's tests run on both backends: the local directory (DATA_DIR/files) and S3
// (the s3rver stand-in, which checks every request's signature).
describe.each(['local', 's3'] as const)('file service on %s storage', (backend) => {
  let standIn: S3StandIn | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (backend === 's3') standIn = await startS3StandIn();
    else dataDir = await mkdtemp(path.join(tmpdir(), 'files-local-'));
    t = await openTestPlatform(standIn?.env ?? { DATA_DIR: dataDir! });
    owner = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    outsider = await t.sessionFor(DEMO_ACCOUNTS.carrier.mobile);
    operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
    const me = await t.userRow(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    await t.db.insert(users).values({ mobile: '13700009001', realName: '同事', companyId: me.companyId, company: 'y' });
    const [colleagueRow] = await t.db.select().from(users).where(eq(users.mobile, '13700009001'));
    await t.db.insert(userRoles).values({ userId: colleagueRow.id, role: 'enterprise_shipper' });
    colleague = await t.sessionFor('13700009001');
  });

  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('upload', () => {
    it('stores an image with its sniffed type and answers uuid, name, size, mime and url', async () => {
      const bytes = png(300);
      const result = await upload('/actions/upload/image', form(bytes, 'C:\\fakepath\\身份证正面.png', 'application/pdf', 'id_card_front'));
      expect(result.body.code).toBe(200);
      const data = result.body.data;
      expect(data).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: '身份证正面.png',
        size: 300,
        mime: 'image/png',
        url: `/actions/preview/?uuid=${data.uuid}`,
      });
      const [row] = await t.db.select().from(files).where(eq(files.uuid, data.uuid));
      expect(row).toMatchObject({
        purpose: 'id_card_front',
        mime: 'image/png',
        size: 300,
        companyId: (await t.userRow(DEMO_ACCOUNTS.enterpriseShipper.mobile)).companyId,
      });
    });

    it('accepts documents on /actions/upload/ but not on /actions/upload/image', async () => {
      const pdf = await upload('/actions/upload/', form(PDF, '合同.pdf', 'application/pdf'));
      expect(pdf.body.data).toMatchObject({ mime: 'application/pdf', name: '合同.pdf' });
      const asImage = await upload('/actions/upload/image', form(PDF, 'scan.jpg', 'image/jpeg'));
      expect(asImage.body).toEqual({ code: 400, message: '只能上传 JPG、PNG、WEBP、GIF 格式的图片', data: { field: 'file' } });
    });

    it('refuses types it does not know, whatever the name and client type say', async () => {
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const disguised = await upload('/actions/upload/', form(html, 'photo.png', 'image/png'));
      expect(disguised.body).toEqual({ code: 400, message: '不支持的文件类型', data: { field: 'file' } });
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      expect((await upload('/actions/upload/image', form(svg, 'logo.svg', 'image/svg+xml'))).body.message).toBe('只能上传 JPG、PNG、WEBP、GIF 格式的图片');
      const before = (await t.db.select().from(files)).length;
      await upload('/actions/upload/', form(html, 'x.exe'));
      expect((await t.db.select().from(files)).length).toBe(before);
    });

    it('refuses a missing file, an empty file, and anonymous callers', async () => {
      const noFile = new FormData();
      noFile.set('purpose', 'x');
      expect((await upload('/actions/upload/', noFile)).body).toMatchObject({ code: 400, message: '请选择要上传的文件' });
      expect((await upload('/actions/upload/', form(new Uint8Array(0), 'a.png'))).body).toMatchObject({ code: 400, message: '文件不能为空' });
      const anon = await upload('/actions/upload/image', form(png(), 'a.png'), null);
      expect(anon.status).toBe(403);
    });

    it('accepts a file just under 1 MB', async () => {
      const result = await upload('/actions/upload/image', form(png(1000 * 1000), 'big.png'));
      expect(result.body.data).toMatchObject({ size: 1000 * 1000, mime: 'image/png' });
    });

    // Uploads have their own 10 MB limit (platform/app.ts exempts them from the 1 MB one).
    it('accepts a 5 MB image (needs the upload exemption in app.ts)', async () => {
      const result = await upload('/actions/upload/image', form(png(5 * 1024 * 1024), 'five.png'));
      expect(result.body.data).toMatchObject({ size: 5 * 1024 * 1024 });
    });

    it('refuses a file over 10 MB with 文件大小不能超过10MB (needs the upload exemption in app.ts)', async () => {
      const result = await upload('/actions/upload/', form(png(MAX_UPLOAD_BYTES + 1), 'huge.png'));
      expect(result.body).toEqual({ code: 400, message: '文件大小不能超过10MB', data: { field: 'file' } });
    });

    it('refuses an oversize upload without storing anything', async () => {
      const before = (await t.db.select().from(files)).length;
      const result = await upload('/actions/upload/', form(png(MAX_UPLOAD_BYTES + 1), 'huge.png'));
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(400);
      expect((await t.db.select().from(files)).length).toBe(before);
    });
  });

  describe('preview and download', () => {
    let uuid: string;
    const bytes = png(500);

    beforeAll(async () => {
      uuid = (await upload('/actions/upload/image', form(bytes, '营业执照 副本.png'))).body.data.uuid;
    });

    it('streams the file inline to its owner with the stored type and nosniff', async () => {
      const res = await t.raw(`/actions/preview/?uuid=${uuid}`, { token: owner });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="____ __.png"; filename*=UTF-8''${encodeURIComponent('营业执照 副本.png')}`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      const forOrder = await t.raw(`/actions/previewForOrder/?uuid=${uuid}`, { token: owner });
      expect(forOrder.headers.get('content-disposition')).toMatch(/^inline;/);
    });

    it('offers downloads as attachments with an RFC 5987 file name', async () => {
      for (const route of ['/actions/download/', '/actions/downloadContract/', '/actions/downloadByType/']) {
        const res = await t.raw(`${route}?uuid=${uuid}`, { token: owner });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''%E8%90%A5/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await res.arrayBuffer()).byteLength).toBe(500);
      }
    });

    it('lets users of the same company and operators read the file', async () => {
      expect((await t.raw(`/actions/preview/?uuid=${uuid}`, { token: colleague })).status).toBe(200);
      expect((await t.raw(`/actions/download/?uuid=${uuid}`, { token: operator })).status).toBe(200);
    });

    it('tells a user of another company the file does not exist, exactly as for an unknown file', async () => {
      const other = await t.call(`/actions/preview/?uuid=${uuid}`, { token: outsider });
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ code: 404, message: '文件不存在', data: null });
      const unknown = await t.call('/actions/download/?uuid=00000000-0000-4000-8000-000000000000', { token: outsider });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(other.body);
    });

    it('needs a session and a uuid', async () => {
      expect((await t.call(`/actions/preview/?uuid=${uuid}`)).status).toBe(403);
      expect((await t.call('/actions/preview/', { token: owner })).body).toMatchObject({ code: 400, message: '缺少参数 uuid' });
    });

    it('lists the file URLs in the OpenAPI document', async () => {
      expect(await t.documentedPaths()).toEqual(
        expect.arrayContaining([
          '/actions/upload/',
          '/actions/upload/image',
          '/actions/preview/',
          '/actions/previewForOrder/',
          '/actions/download/',
          '/actions/downloadContract/',
          '/actions/downloadByType/',
        ]),
      );
    });
  });
});

describe('type sniffing and names', () => {
  const zip = (inner: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(`....${inner}....`)]);
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);

  it('recognises images by their magic bytes', () => {
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'x')).toBe('image/jpeg');
    expect(sniffMime(png(), 'x.jpg')).toBe('image/png');
    expect(sniffMime(new TextEncoder().encode('GIF89a....'), 'x')).toBe('image/gif');
    expect(sniffMime(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'x')).toBe('image/webp');
  });

  it('tells office containers apart by extension, checked against the content', () => {
    expect(sniffMime(zip('xl/workbook.xml'), '报表.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffMime(zip('word/document.xml'), 'a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffMime(zip('word/document.xml'), 'a.xlsx')).toBeNull();
    expect(sniffMime(zip('anything'), 'a.zip')).toBe('application/zip');
    expect(sniffMime(zip('anything'), 'a.jar')).toBeNull();
    expect(sniffMime(ole, 'a.doc')).toBe('application/msword');
    expect(sniffMime(ole, 'a.xls')).toBe('application/vnd.ms-excel');
    expect(sniffMime(ole, 'a.msi')).toBeNull();
  });

  it('checks size before type', () => {
    expect(classifyUpload(new Uint8Array(MAX_UPLOAD_BYTES + 1), 'a.png', 'any')).toEqual({ ok: false, message: '文件大小不能超过10MB' });
    const atLimit = new Uint8Array(MAX_UPLOAD_BYTES);
    atLimit.set(PNG_HEADER);
    expect(classifyUpload(atLimit, 'a.png', 'image')).toEqual({ ok: true, mime: 'image/png' });
  });

  it('cleans names and encodes Content-Disposition', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a"b<c>.png')).toBe('abc.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'长'.repeat(200)}.pdf`)).toHaveLength(120);
    expect(contentDisposition('attachment', "合同 (1)'s.pdf")).toBe(
      `attachment; filename="__ (1)'s.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%20%281%29%27s.pdf`,
    );
  });
});

describe('storage', () => {
  it('keeps bytes on disk under DATA_DIR/files and refuses keys that leave it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'files-'));
    try {
      const storage = storageFor({ DATA_DIR: dir });
      expect(storage).toBeInstanceOf(DiskStorage);
      expect((storage as DiskStorage).root).toBe(path.join(dir, 'files'));
      await storage.put('ab/abc-123', new Uint8Array([1, 2, 3]));
      expect(await storage.get('ab/abc-123')).toEqual(new Uint8Array([1, 2, 3]));
      await storage.remove('ab/abc-123');
      expect(await storage.get('ab/abc-123')).toBeNull();
      await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get('ab/../../x')).rejects.toThrow(/invalid storage key/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses memory for memory:// data dirs', async () => {
    const storage = storageFor({ DATA_DIR: 'memory://' });
    expect(storage).toBeInstanceOf(MemoryStorage);
    await storage.put('k', new Uint8Array([9]));
    expect(await storage.get('k')).toEqual(new Uint8Array([9]));
  });
});
