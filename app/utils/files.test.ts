import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, imageFileProblem, previewUrl } from './files';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('imageFileProblem', () => {
  it('trusts the declared image types, and the extension only when the type is unknown', () => {
    expect(imageFileProblem(new File([PNG], 'a.jpeg', { type: 'image/jpeg' }))).toBeNull();
    expect(imageFileProblem(new File([PNG], 'a.webp', { type: '' }))).toBeNull();
    expect(imageFileProblem(new File([PNG], 'a.gif', { type: 'application/octet-stream' }))).toBeNull();
    expect(imageFileProblem(new File([PNG], 'a.txt', { type: '' }))).toBe(FILE_MESSAGES.imageOnly);
    expect(imageFileProblem(new File([PNG], 'a.png', { type: 'image/svg+xml' }))).toBe(FILE_MESSAGES.imageOnly);
    expect(imageFileProblem(new File([PNG], 'a.pdf', { type: 'application/pdf' }))).toBe(FILE_MESSAGES.imageOnly);
  });
});

describe('previewUrl', () => {
  it('links the preview resource with the uuid as its query', () => {
    expect(previewUrl('3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f')).toBe('/resources/file/preview?uuid=3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f');
  });
});
