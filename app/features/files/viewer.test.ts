import { describe, expect, it } from 'vitest';
import { VIEWER, clampScale, loopIndex, normalRotation, safeBack, viewerTransform } from './viewer';
import { viewerDataHref, viewerHref } from './viewer-paths';

describe('the viewer rules (spec 9)', () => {
  it('keeps the scale between 0.2 and 5 in steps that add up (1 + 0.2 − 0.2 is 1)', () => {
    expect(clampScale(1 + VIEWER.zoomStep)).toBe(1.2);
    expect(clampScale(clampScale(1 + VIEWER.zoomStep) - VIEWER.zoomStep)).toBe(1);
    expect(clampScale(1 + VIEWER.wheelStep)).toBe(1.15);
    expect(clampScale(0.2 - VIEWER.zoomStep)).toBe(VIEWER.minScale);
    expect(clampScale(-3)).toBe(0.2);
    expect(clampScale(99)).toBe(VIEWER.maxScale);
    expect(clampScale(Number('abc'))).toBe(1);
  });

  it('turns by quarters only, within 0–270', () => {
    expect(normalRotation(90)).toBe(90);
    expect(normalRotation(-90)).toBe(270);
    expect(normalRotation(360 + 180)).toBe(180);
    expect(normalRotation(45)).toBe(90);
    expect(normalRotation(Number('x'))).toBe(0);
  });

  it('loops at either end', () => {
    expect(loopIndex(2, 1, 3)).toBe(0);
    expect(loopIndex(0, -1, 3)).toBe(2);
    expect(loopIndex(0, 1, 1)).toBe(0);
    expect(loopIndex(0, 1, 0)).toBe(0);
  });

  it('returns only to a path of this site', () => {
    expect(safeBack('/logistics/sendCardetail?id=3')).toBe('/logistics/sendCardetail?id=3');
    expect(safeBack('//evil.example/x')).toBeNull();
    expect(safeBack('/\\evil.example')).toBeNull();
    expect(safeBack('https://evil.example')).toBeNull();
    expect(safeBack(null)).toBeNull();
  });

  it('writes the state into the URL the links carry, leaving out what is at rest', () => {
    const uuid = '0b6f3c1e-8a51-4f57-9a3c-2a4c2f9f7d10';
    expect(viewerHref({ uuid, owner: { waybillId: 7 }, scale: 1.2, rotate: 90, back: '/x?id=1' })).toBe(
      `/preview/imagePreview?uuid=${uuid}&waybillId=7&scale=1.2&rotate=90&back=%2Fx%3Fid%3D1`,
    );
    expect(viewerHref({ uuid, owner: { list: [uuid] }, scale: 1, rotate: 0 })).toBe(`/preview/imagePreview?uuid=${uuid}`);
    expect(viewerDataHref({ uuid, owner: { list: [uuid, 'b'] } })).toBe(`/resources/file/viewer?uuid=${uuid}&list=${uuid}%2Cb`);
    expect(viewerTransform(1.2, 90)).toBe('scale(1.2) rotate(90deg)');
    expect(viewerTransform(1, 0, { x: 10.4, y: -3 })).toBe('translate(10px, -3px) scale(1) rotate(0deg)');
  });
});
