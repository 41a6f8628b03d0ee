// The login form's validation in the browser, loaded after hydration (lazy-validation.ts).
import { parseWithZod } from '@conform-to/zod';
import { loginSchemaFor } from './login-schema';

export const validate = (formData: FormData) => parseWithZod(formData, { schema: loginSchemaFor(formData) });
