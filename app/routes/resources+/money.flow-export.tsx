// GET /resources/money/flow-export?<the fund-flow list's filters> — the caller's wallet lines the
// filters select (at most 5000), as a streamed .xlsx.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { flowExportResponse } from '#app/features/wallet/flows.server';

export const loader = (args: LoaderFunctionArgs) => flowExportResponse(args);
