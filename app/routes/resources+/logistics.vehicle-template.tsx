// GET /resources/logistics/vehicle-template — the .xlsx template of the vehicle batch import.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';
import { TEMPLATE_FILENAME, vehicleTemplate } from '#app/features/capacity/import.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return new Response(await vehicleTemplate(), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="vehicle-template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILENAME)}`,
      'Cache-Control': 'no-store',
    },
  });
}
