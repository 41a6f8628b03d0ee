// The pixel size an image's header declares (PNG, JPEG, GIF, WEBP), read from its first bytes. The
// viewer asks it of a stored file: an upload is sniffed by its magic bytes only, so bytes that start
// like a PNG and hold nothing readable after it are taken, and the viewer says '加载失败' for them
// instead of drawing a broken image.

export type ImageSize = { width: number; height: number };

/** Larger than any camera makes; a header claiming more is not believed. */
const MAX_SIDE = 65_535;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const text = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function sized(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE ? { width, height } : null;
}

function png(b: Uint8Array): ImageSize | null {
  // signature (8), then the IHDR chunk: length (4), 'IHDR', width, height
  if (b.length < 24 || text(b, 12, 4) !== 'IHDR') return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

function gif(b: Uint8Array): ImageSize | null {
  if (b.length < 10 || text(b, 0, 4) !== 'GIF8') return null;
  return sized(u16le(b, 6), u16le(b, 8));
}

function jpeg(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) do not
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return sized(u16be(b, i + 7), u16be(b, i + 5));
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan before any frame header
    if (marker >= 0xd0 && marker <= 0xd7) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageSize | null {
  if (b.length < 30 || text(b, 0, 4) !== 'RIFF' || text(b, 8, 4) !== 'WEBP') return null;
  const chunk = text(b, 12, 4);
  if (chunk === 'VP8 ') return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

/** The size the header of `bytes` (stored as `mime`) declares; null when it is not a readable image header. */
export function imageSize(bytes: Uint8Array, mime: string): ImageSize | null {
  switch (mime) {
    case 'image/png':
      return png(bytes);
    case 'image/jpeg':
      return jpeg(bytes);
    case 'image/gif':
      return gif(bytes);
    case 'image/webp':
      return webp(bytes);
    default:
      return null;
  }
}
