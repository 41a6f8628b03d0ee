// GET /resources/reports/diy-export/:reportId?<the run's filters> — every row of a DIY report run
// (at most 5000) as a streamed .xlsx with the report's fields; nothing to export or a refusal:
// back to the run with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportOrBack } from '#app/features/orders/export.server';
import { diyRunFilters, reportIdOf, shapeRun } from '#app/features/reports/diy.server';
import { DIY_PATHS } from '#app/features/reports/paths';
import { api } from '#app/utils/api.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const reportId = reportIdOf(args.params.reportId);
  const { report, values } = await diyRunFilters(args, reportId);
  let columns: Array<{ key: string; title: string }> = [];
  return exportOrBack(args.request, {
    lists: [DIY_PATHS.run(reportId)],
    filters: values,
    keys: Object.keys(values),
    load: async () => {
      const shaped = shapeRun(await api.reports.diyQuery(args, { reportId, filters: values, all: true }));
      columns = shaped.columns;
      return shaped.rows;
    },
    view: (row) => row,
    sheet: {
      name: report.name.slice(0, 31),
      get columns() {
        return columns.map((c, i) => ({ header: c.title, width: 16, value: (row: string[]) => row[i] ?? '' }));
      },
      file: { ascii: `report-${reportId}`, chinese: report.name },
    },
  });
}
