import { describe, expect, it } from 'vitest';
import { checkHoneypot, honeypotInstance } from './csrf.server';

function formWith(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function refusal(form: FormData): Promise<number | null> {
  try {
    await checkHoneypot(form);
    return null;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe('honeypot of the public forms', () => {
  const props = honeypotInstance().getInputProps({ validFromTimestamp: Date.now() - 5_000 });

  it('accepts the fields as the page rendered them, each render sealed differently', async () => {
    expect(props.validFromFieldName).toBe('from__confirm');
    expect(props.encryptedValidFrom).not.toContain(String(Date.now()).slice(0, 6));
    expect(honeypotInstance().getInputProps().encryptedValidFrom).not.toBe(props.encryptedValidFrom);
    const form = formWith({ [props.nameFieldName]: '', [props.validFromFieldName!]: props.encryptedValidFrom });
    expect(await refusal(form)).toBeNull();
  });

  it('refuses a filled trap field, an altered or foreign timestamp, and one from the future', async () => {
    const sealed = props.encryptedValidFrom;
    expect(await refusal(formWith({ [props.nameFieldName]: 'bot', [props.validFromFieldName!]: sealed }))).toBe(400);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await refusal(formWith({ [props.nameFieldName]: '', [props.validFromFieldName!]: altered }))).toBe(400);
    expect(await refusal(formWith({ [props.nameFieldName]: '', [props.validFromFieldName!]: 'U2FsdGVkX1+notours' }))).toBe(400);
    const future = honeypotInstance().getInputProps({ validFromTimestamp: Date.now() + 60_000 }).encryptedValidFrom;
    expect(await refusal(formWith({ [props.nameFieldName]: '', [props.validFromFieldName!]: future }))).toBe(400);
  });
});
