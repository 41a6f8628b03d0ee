import { Checkbox as MantineCheckbox } from '@mantine-part/checkbox';
import { Radio as MantineRadio } from '@mantine-part/radio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { Checkbox, Radio, type ChoiceInputProps } from './choice-input';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);
// Attribute order inside a tag is not markup the browser or the CSS sees: compare each tag's attributes sorted.
const sortedAttributes = (html: string) =>
  html.replace(/<([a-z]+)((?:\s+[a-z-]+(?:="[^"]*")?)+)(\s*\/?)>/g, (_, tag: string, attrs: string, end: string) => {
    const list = attrs.match(/[a-z-]+(?:="[^"]*")?/g) ?? [];
    return `<${tag} ${list.sort().join(' ')}${end}>`;
  });

// What Conform's getInputProps / getCollectionProps give a choice on /register.
const agreement = { id: 'register-agreement', name: 'agreement', form: 'register', value: 'on' };
const role = { id: 'register-role-1', name: 'role', form: 'register', value: '1' };

describe('Checkbox and Radio', () => {
  it('are the markup of Mantine’s Checkbox and Radio for the choices the app renders', () => {
    const checkboxes: ChoiceInputProps[] = [
      { ...agreement, label: '我已阅读并同意' },
      {
        ...agreement,
        defaultChecked: true,
        required: true,
        label: (
          <>
            我已阅读并同意<a href="/agreement">《用户服务协议》</a>
          </>
        ),
      },
      { ...agreement, error: '请阅读并同意用户协议', label: '同意' },
      { name: 'plain', label: '无编号' },
    ];
    for (const props of checkboxes)
      expect(sortedAttributes(inTheme(<Checkbox {...props} />)), JSON.stringify(props)).toBe(sortedAttributes(inTheme(<MantineCheckbox {...props} />)));
    const radios: ChoiceInputProps[] = [
      { ...role, label: '货主' },
      { ...role, defaultChecked: true, required: true, label: '承运商' },
    ];
    for (const props of radios)
      expect(sortedAttributes(inTheme(<Radio {...props} />)), JSON.stringify(props)).toBe(sortedAttributes(inTheme(<MantineRadio {...props} />)));
  });

  it('ties the label to the box', () => {
    expect(inTheme(<Checkbox {...agreement} label="同意" />)).toContain('for="register-agreement"');
    expect(inTheme(<Radio {...role} label="货主" />)).toContain('for="register-role-1"');
  });
});
