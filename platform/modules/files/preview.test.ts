// The image viewer's question (POST /actions/imagePreview): a waybill's images for its parties
// only, any other upload for those who may read it, the list filtered to what the caller may see,
// and '加载失败' (image: null) for bytes that only start like an image.
import { describe, expect, it } from 'vitest';
import { nextIp } from '../auth/testing';
import {
  CARRIER,
  OTHER_CARRIER,
  OTHER_SHIPPER,
  ORDER_PARTIES,
  SHIPPER,
  call,
  dispatchTwo,
  freshOrder,
  move,
  slip,
  t,
  tokens,
  withOrdersPlatform,
} from '../orders/testing';
import { imageSize } from './image-size';

withOrdersPlatform(ORDER_PARTIES);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's first bytes: the signature and an IHDR of `width`×`height` (what the viewer reads). */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

async function upload(mobile: string, bytes: Uint8Array<ArrayBuffer>, purpose: string): Promise<string> {
  const body = new FormData();
  body.set('file', new File([bytes], 'photo.png', { type: 'image/png' }));
  body.set('purpose', purpose);
  const res = await t.call('/actions/upload/image', { token: tokens[mobile], ip: nextIp(), body });
  expect(res.body.code).toBe(200);
  return res.body.data.uuid as string;
}

const preview = (mobile: string, body: unknown) => call(mobile, '/actions/imagePreview', body);
/** The envelope of a shown image: the record's images, where the asked one stands, its size (or null). */
const answer = (images: Array<{ uuid: string; label: string }>, index: number, image: Record<string, unknown> | null) => ({
  code: 200,
  data: { images, index, image },
});

describe('imageSize', () => {
  it('reads the size from PNG, GIF, JPEG and WEBP headers and nothing from bytes that only start like one', () => {
    expect(imageSize(pngHeader(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 0x20, 0x03, 0x58, 0x02, 0, 0]);
    expect(imageSize(gif, 'image/gif')).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height 0x01E0, width 0x0280
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      3,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 480 });
    const webp = new Uint8Array(30);
    webp.set(new TextEncoder().encode('RIFF'), 0);
    webp.set(new TextEncoder().encode('WEBPVP8X'), 8);
    webp.set([0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00], 24); // 640-1, 480-1 (24-bit little endian)
    expect(imageSize(webp, 'image/webp')).toEqual({ width: 640, height: 480 });

    const signatureOnly = new Uint8Array(256);
    signatureOnly.set(PNG_SIGNATURE);
    expect(imageSize(signatureOnly, 'image/png')).toBeNull();
    expect(imageSize(pngHeader(0, 480), 'image/png')).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(imageSize(pngHeader(640, 480), 'application/pdf')).toBeNull();
  });
});

describe('POST /actions/imagePreview', () => {
  it("shows a waybill's slips to its parties in trip order, 404 to anyone else, and no drawable image for a broken one", async () => {
    const order = await freshOrder();
    const { first, driver } = await dispatchTwo(order.id);
    expect((await move(driver, first, 'start')).body.code).toBe(200);
    const loadSlip = await upload(driver, pngHeader(1200, 900), 'pound_slip');
    expect((await move(driver, first, 'load', { weightKg: 31_500, slipUuid: loadSlip })).body.code).toBe(200);
    const unloadSlip = await slip(driver); // the signature and nothing readable after it
    expect((await move(driver, first, 'unload', { weightKg: 31_400, slipUuid: unloadSlip })).body.code).toBe(200);

    for (const party of [SHIPPER, CARRIER, driver]) {
      const seen = await preview(party, { uuid: loadSlip, waybillId: first });
      const slips = [
        { uuid: loadSlip, label: '装货磅单' },
        { uuid: unloadSlip, label: '卸货磅单' },
      ];
      expect(seen.body).toMatchObject(answer(slips, 0, { mime: 'image/png', width: 1200, height: 900 }));
    }
    const broken = await preview(SHIPPER, { uuid: unloadSlip, waybillId: first });
    expect(broken.body).toMatchObject({ code: 200, data: { index: 1, image: null } });

    // another company's shipper and carrier: the waybill does not exist for them, nor its slips alone
    for (const outsider of [OTHER_SHIPPER, OTHER_CARRIER]) {
      expect((await preview(outsider, { uuid: loadSlip, waybillId: first })).body.code).toBe(404);
      expect((await preview(outsider, { uuid: loadSlip })).body.code).toBe(404);
      expect((await preview(outsider, { uuid: loadSlip, list: [loadSlip, unloadSlip] })).body.code).toBe(404);
    }
    // a file of the caller's own named under a waybill it does not belong to is not that waybill's
    const own = await upload(SHIPPER, pngHeader(10, 10), 'bill_receipt');
    expect((await preview(SHIPPER, { uuid: own, waybillId: first })).body).toMatchObject({ code: 404 });
  });

  it('pages through a given list only as far as the caller may read it, labelled by purpose', async () => {
    const licence = await upload(SHIPPER, pngHeader(800, 600), 'business_licence');
    const front = await upload(SHIPPER, pngHeader(800, 500), 'id_card_front');
    const othersFile = await upload(CARRIER, pngHeader(800, 600), 'business_licence');
    const listed = await preview(SHIPPER, { uuid: front, list: [licence, othersFile, front] });
    const readable = [
      { uuid: licence, label: '营业执照' },
      { uuid: front, label: '身份证人像面' },
    ];
    expect(listed.body).toMatchObject(answer(readable, 1, { width: 800, height: 500 }));
    // without a list: the one image
    expect((await preview(SHIPPER, { uuid: licence })).body.data.images).toEqual([{ uuid: licence, label: '营业执照' }]);
  });

  it('refuses what is not a file id, a list over 20 and a bad waybill id (400), and an unknown file (404)', async () => {
    expect((await preview(SHIPPER, { uuid: 'not-a-uuid' })).body).toMatchObject({ code: 400, message: '文件不存在' });
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    expect((await preview(SHIPPER, { uuid: many[0], list: many })).body).toMatchObject({ code: 400, message: '图片列表最多20张' });
    expect((await preview(SHIPPER, { uuid: many[0], waybillId: 'x' })).body.code).toBe(400);
    expect((await preview(SHIPPER, { uuid: crypto.randomUUID() })).body).toMatchObject({ code: 404, message: '文件不存在' });
  });
});
