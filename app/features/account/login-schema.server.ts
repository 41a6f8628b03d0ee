// The /login action's import of the login schemas: a `.server` module, so the route's client chunk
// does not carry zod. esbuild keeps a route's imports of shared chunks even when the route only used
// them in its action (which Remix strips from the browser build): an import of zod or of
// @conform-to/zod in a route module puts them in the route's preloads. The form loads the same
// schemas lazily (login-validate.ts).
import { parseWithZod } from '@conform-to/zod';
import { loginSchemaFor } from './login-schema';

export { codeLoginSchema, loginSchemaFor, passwordLoginSchema, smsRequestSchema } from './login-schema';

/** The login form's submission, validated with the schema of its intent and login type. */
export const parseLogin = (formData: FormData) => parseWithZod(formData, { schema: loginSchemaFor(formData) });
