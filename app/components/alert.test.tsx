import { Alert as MantineAlert } from '@mantine-part/alert';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { Alert, type AlertProps } from './alert';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);

describe('Alert', () => {
  it('is the markup of Mantine’s Alert for the colours, roles, titles and spacings the app uses', () => {
    const cases: AlertProps[] = [
      {},
      { color: 'red' },
      { color: 'orange', role: 'status', mb: 'md' },
      { color: 'green', role: 'status', title: '认证已驳回', mb: 'sm' },
      { color: 'blue', role: 'status', mt: 'md', className: 'cap-report' },
      { color: 'gray', title: '收款方的异议', 'aria-live': 'polite' },
      { color: 'blue', role: 'note', mb: 'sm' },
      { color: 'red', id: 'form-errors', tabIndex: -1, style: { maxWidth: 480 } },
    ];
    for (const props of cases) {
      expect(inTheme(<Alert {...props}>请检查后再提交。</Alert>), JSON.stringify(props)).toBe(
        inTheme(<MantineAlert {...props}>请检查后再提交。</MantineAlert>),
      );
    }
    expect(inTheme(<Alert title="只有标题" />)).toBe(inTheme(<MantineAlert title="只有标题" />));
  });

  it('names its body and title for assistive technology, with ids unique on the page', () => {
    const html = inTheme(
      <>
        <Alert title="一">甲</Alert>
        <Alert title="二">乙</Alert>
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    expect(html).toMatch(/aria-describedby="(mantine-[^"]+)-body" aria-labelledby="\1-title"/);
  });
});
