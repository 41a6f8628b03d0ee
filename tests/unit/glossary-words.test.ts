import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The glossary (platform/contract/glossary.ts) says 派车单, not 运单, for the record of one truck on
// one trip. This keeps the texts people read (contract labels and messages, platform refusals, the
// app's screens) from drifting back: outside comments, 运单 may stand only inside the terms the
// glossary keeps (the spec's screen titles and the regulator's 电子运单) or in the Logink report
// (运单上报 / 运单推送), whose rows are the 电子运单 the regulator names so.

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['platform/contract', 'platform/modules', 'app/features', 'app/routes', 'app/components'];
/** The report of 电子运单 to the provincial monitor: its words are the regulator's. */
const REGULATOR_FILES = ['platform/contract/reporting/', 'platform/modules/reporting/', 'app/features/reporting/', 'app/routes/_app+/user+/waybillPush.tsx'];
/** Terms that keep 运单: screen titles of the spec's menus and the regulator's documents. */
const KEPT_TERMS = ['数字物流运单', '运单管理', '运单推送', '运单补录', '运单跟踪', '运单上报', '电子运单'];

/** The source without its comments (a `//` inside a string such as a URL follows no blank). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The lines of a source that say 运单 where 派车单 is meant. */
export function waybillWordsIn(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .filter((line) => KEPT_TERMS.reduce((rest, term) => rest.split(term).join(''), line).includes('运单'))
    .map((line) => line.trim());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('派车单, not 运单, for the record of one truck on one trip (glossary)', () => {
  it('finds 运单 in a text and lets the kept terms and comments pass', () => {
    expect(waybillWordsIn("  notSettleable: '所选运单须为本方已签收且审核通过的运单',")).toHaveLength(1);
    expect(waybillWordsIn('<h3>未列入可结算的已签收运单</h3>')).toHaveLength(1);
    expect(waybillWordsIn("title: '运单跟踪：在途派车单', // 运单 in a comment\n/** 运单补录 */")).toEqual([]);
    expect(waybillWordsIn("const url = 'https://example.cn/a'; // 运单")).toEqual([]);
  });

  it('no contract label, platform message or screen text outside the kept terms says 运单', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !REGULATOR_FILES.some((kept) => path.startsWith(kept)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => waybillWordsIn(readFileSync(join(ROOT, path), 'utf8')).map((line) => `${path}: ${line}`));
    expect(found).toEqual([]);
  });
});
