import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { encodePng } from './png';

describe('encodePng', () => {
  it('writes a PNG whose size the viewer reads, whose chunks check, and whose pixels inflate back', () => {
    const raw = Buffer.from([0, 10, 20, 30, 0, 40, 50, 60]); // two rows of three grey pixels
    const png = encodePng(3, 2, 'grey', raw);
    expect(imageSize(new Uint8Array(png), 'image/png')).toEqual({ width: 3, height: 2 });
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const body = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
      chunks.push({ type: body.subarray(0, 4).toString('ascii'), data: body.subarray(4) });
      at += length + 12;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0].data[9]).toBe(0); // greyscale
    expect(inflateSync(chunks[1].data)).toEqual(raw);
  });
});
