import { describe, expect, it, vi } from 'vitest';
import { contentImageSnippet, contentImageUuids, richTextSummary, sanitizeRichText } from './rich-text';

const UUID = '0b6f3c1e-8a51-4f57-9a3c-2a4c2f9f7d10';

// sanitize-html itself, counted: a text seen lately is not parsed again (decision 009, lever 27)
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = (await importOriginal<{ default: (...args: unknown[]) => string }>()).default;
  const counted = Object.assign((...args: unknown[]) => {
    parses.count += 1;
    return actual(...args);
  }, actual);
  return { default: counted };
});

describe('sanitizeRichText', () => {
  it('parses a text it made safe lately only once, and each other text anew', () => {
    const text = `<h1>关于平台</h1><p onclick="x()">运宝网络货运平台 ${Math.random()}</p>`;
    const before = parses.count;
    const first = sanitizeRichText(text);
    expect(sanitizeRichText(text)).toBe(first);
    expect(sanitizeRichText(`${text} `)).toBe(first.replace(/$/, ' '));
    expect(parses.count - before).toBe(2);
    expect(first).not.toContain('onclick');
  });

  it('keeps a bounded number of texts: the oldest is parsed again once 64 others came after it', () => {
    const oldest = `<p>最早 ${Math.random()}</p>`;
    sanitizeRichText(oldest);
    for (let i = 0; i < 64; i++) sanitizeRichText(`<p>其他 ${i} ${Math.random()}</p>`);
    const before = parses.count;
    sanitizeRichText(oldest);
    expect(parses.count - before).toBe(1);
  });

  it('does not keep a long text: it is parsed on every call', () => {
    const long = `<p>${'长'.repeat(70 * 1024)}</p>`;
    const before = parses.count;
    sanitizeRichText(long);
    sanitizeRichText(long);
    expect(parses.count - before).toBe(2);
  });

  it('drops scripts, handlers, styles and javascript: links but keeps the text markup', () => {
    const out = sanitizeRichText(
      '<h3>标题</h3><p onclick="x()" style="color:red">正文<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://e.x"></iframe>' +
        '<a href="https://example.com/a">外链</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe|alert/i);
    expect(out).toContain('<h2>标题</h2>');
    expect(out).toContain('<p>正文</p>');
    expect(out).toContain('<a href="https://example.com/a" rel="noopener noreferrer nofollow">外链</a>');
  });

  it('puts the headings under the page title: the highest becomes h2, the rest follow without gaps (issue 41)', () => {
    expect(sanitizeRichText('<h3>一</h3><p>正文</p><h3>二</h3>')).toBe('<h2>一</h2><p>正文</p><h2>二</h2>');
    expect(sanitizeRichText('<h1 class="x">总</h1><h3>分</h3><h6>细</h6>')).toBe('<h2>总</h2><h3>分</h3><h4>细</h4>');
    const once = sanitizeRichText('<h2>甲</h2><h4>乙</h4>');
    expect(once).toBe('<h2>甲</h2><h3>乙</h3>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('gives every image a text alternative: its alt, else its title, else an empty alt', () => {
    const src = `/actions/download/?uuid=${UUID}`;
    expect(sanitizeRichText(`<img src="${src}" alt="港口装船">`)).toBe(`<img src="${src}" alt="港口装船" />`);
    expect(sanitizeRichText(`<img src="${src}" title="新仓库">`)).toBe(`<img src="${src}" alt="新仓库" />`);
    expect(sanitizeRichText(`<img src="${src}">`)).toBe(`<img src="${src}" alt="" />`);
  });

  it('keeps images of our download path only, with alt, width and height, and nothing else (issue 44)', () => {
    const src = `/actions/download/?uuid=${UUID}`;
    expect(
      sanitizeRichText(`<p>图<img src="${src}" alt="装船" width="640" height="480" onerror="alert(1)" style="x" class="y" title="t" data-x="1"></p>`),
    ).toBe(`<p>图<img src="${src}" alt="装船" width="640" height="480" /></p>`);
    // a width that is not a plain number of pixels is left out
    expect(sanitizeRichText(`<img src="${src}" alt="a" width="100%" height="javascript:1">`)).toBe(`<img src="${src}" alt="a" />`);
    for (const other of [
      'https://e.x/a.png',
      'http://e.x/a.png',
      '//e.x/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      `/actions/preview/?uuid=${UUID}`,
      `/actions/download/?uuid=${UUID}&x=1`,
      `https://e.x/actions/download/?uuid=${UUID}`,
      '/actions/download/?uuid=../../etc',
    ]) {
      expect(sanitizeRichText(`<p>前<img src="${other}" alt="外">后</p>`), other).toBe('<p>前后</p>');
    }
    expect(sanitizeRichText('<p>前<img alt="无源">后</p>')).toBe('<p>前后</p>');
  });

  it('inserts an uploaded image as our download path with its escaped description, and lists the images a text shows', () => {
    const snippet = contentImageSnippet(UUID, ' 仓库"外景"<b> ');
    expect(snippet).toBe(`<img src="/actions/download/?uuid=${UUID}" alt="仓库&quot;外景&quot;&lt;b&gt;" />`);
    expect(sanitizeRichText(snippet)).toContain(`src="/actions/download/?uuid=${UUID}"`);
    const other = '0b6f3c1e-8a51-4f57-9a3c-2a4c2f9f7d11';
    expect(contentImageUuids(`${snippet}<p>x</p><img src="/actions/download/?uuid=${other}" alt=""><img src="https://e.x/a.png">${snippet}`)).toEqual([
      UUID,
      other,
    ]);
  });

  it('summarises as plain text without script content', () => {
    expect(richTextSummary('<p>一<b>二</b></p><script>恶意()</script><p>三</p>')).toBe('一二三');
    expect(richTextSummary(`<p>${'字'.repeat(100)}</p>`, 10)).toBe(`${'字'.repeat(9)}…`);
  });
});
