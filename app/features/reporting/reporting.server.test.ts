import { describe, expect, it } from 'vitest';
import { completeFacts } from '../../../platform/modules/reporting/fixture';
import { waybillMessage } from '../../../platform/modules/reporting/message';
import { indentXml } from './reporting.server';

describe('indentXml', () => {
  const xml = waybillMessage(completeFacts(), { messageRef: 'ref', senderCode: '', recipientCode: 'R', sentAt: new Date('2026-11-20T00:00:00Z') });

  it('lays the message out one element a line, nested by two spaces, changing nothing else', () => {
    const lines = indentXml(xml).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Root>',
      '  <Header>',
      '    <MessageReferenceNumber>ref</MessageReferenceNumber>',
    ]);
    expect(lines).toContain('    <SenderCode></SenderCode>');
    expect(lines).toContain('        <DescriptionOfGoods>热轧带钢 &lt;A&amp;B&gt;</DescriptionOfGoods>');
    expect(lines.at(-1)).toBe('</Root>');
    expect(lines.map((l) => l.trim()).join('')).toBe(xml);
  });
});
