import { TextInput as MantineTextInput } from '@mantine-part/text-input';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '#app/theme';
import { AppMantineProvider } from '#app/ui/mantine-provider';
import { TextInput, type TextInputProps } from './text-input';

const inTheme = (node: React.ReactNode) => renderToStaticMarkup(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);

// What Conform's getInputProps gives a field (ids, name, constraint, the value sent back).
const conform = { id: 'login-mobile', name: 'mobile', form: 'login', defaultValue: '13800000001' };

describe('TextInput', () => {
  it('is the markup of Mantine’s TextInput for the fields the app renders', () => {
    const cases: TextInputProps[] = [
      { label: '手机号', ...conform, type: 'tel', autoComplete: 'username', inputMode: 'numeric', maxLength: 20, placeholder: '请输入手机号' },
      { label: '手机号', ...conform, error: '请输入正确的手机号码' },
      { label: '密码', ...conform, type: 'password', required: true, error: '请输入密码' },
      { label: '真实姓名', ...conform, withAsterisk: true, description: '企业、承运商及经纪人请填写联系人真实姓名', maxLength: 30 },
      { label: '真实姓名', ...conform, withAsterisk: false, description: '选填', error: '姓名过长' },
      { label: '报价车辆数', ...conform, type: 'number', min: 1, max: 12, step: 1, inputMode: 'numeric' },
      { label: '货物名称', name: 'keyword', defaultValue: '', maxLength: 30 },
      { label: '统一社会信用代码', ...conform, className: 'cert-wide', autoComplete: 'off', disabled: true },
      { label: '运单号', ...conform, required: true, withAsterisk: false, 'aria-label': '运单号' },
      { ...conform, placeholder: '无标签' },
    ];
    for (const props of cases) expect(inTheme(<TextInput {...props} />), JSON.stringify(props)).toBe(inTheme(<MantineTextInput {...props} />));
  });

  it('ties its label, help and error to the field', () => {
    const html = inTheme(<TextInput label="验证码" {...conform} description="6 位数字" error="验证码错误" />);
    expect(html).toContain('for="login-mobile" id="login-mobile-label"');
    expect(html).toContain('aria-invalid="true" aria-describedby="login-mobile-error login-mobile-description"');
    expect(html).toMatch(/<p [^>]*id="login-mobile-error">验证码错误<\/p>/);
  });
});
