// Reading a list's filters from its URL. A module of its own so that a
// route module importing it for its loader does not pull an area's schemas into the page.
import type { z } from 'zod';

/** A list query from URL parameters: each bad or missing value falls back to its default. */
export function lenientQuery<S extends z.ZodRawShape>(schema: z.ZodObject<S>, params: URLSearchParams): z.output<z.ZodObject<S>> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as Array<[string, z.ZodTypeAny]>) {
    const raw = params.get(key) ?? undefined;
    const parsed = field.safeParse(raw === '' ? undefined : raw);
    out[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return out as z.output<z.ZodObject<S>>;
}
