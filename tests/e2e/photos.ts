// Photos the specs upload, made in memory.
import { encodePng } from '../../platform/modules/files/png';

/** A real camera-sized photo: a PNG of `width`×`height`, a gradient with noise (so it stays large). */
export function photoPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) & 15;
      raw[row + 1 + x * 3] = ((x * 255) / width + noise) & 255;
      raw[row + 2 + x * 3] = ((y * 255) / height + noise) & 255;
      raw[row + 3 + x * 3] = 128 + noise;
    }
  }
  return encodePng(width, height, 'rgb', raw, 1);
}
