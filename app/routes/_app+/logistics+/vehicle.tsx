// /logistics/vehicle — 车辆管理: the company's vehicles with filters in the URL (GET form),
// pagination links, expiry warnings, export of the filtered list, deletion (?delete=id shows the
// confirmation, a POST deletes) and batch import from the .xlsx template (?import=1, multipart
// POST; all rows or none, with a per-row report).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Alert } from '#app/components/alert';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { MAX_IMPORT_ROWS } from '#contract/capacity/display';
import type { ImportRowError } from '#contract/capacity/schemas';
import { vehicleQuery } from '#app/features/capacity/capacity-schemas.server';
import { MESSAGES_8 } from '#contract/codes';
import { PLATE_COLOR, VEHICLE_LENGTH } from '#contract/capacity/dict';
import { REVIEW_STATUS } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { VEHICLE_TYPE } from '#contract/capacity/dict-vehicle-type';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { FilterFold, DictBadge, FilterSelect, FilterText, dictOptions, listLinks, actionsColumn, RowLinks, type Column } from '#app/components/list-ui';
import { vehicleTypeOptions } from '#app/features/capacity/facts';
import { capacityListData, deleteFromList } from '#app/features/capacity/lists.server';
import { ExpiryCell, ReviewFilters } from '#app/features/capacity/ui';
import { PagedTable } from '#app/components/page-links';
import { requireUser } from '#app/utils/auth.server';
import { redirectWith } from '#app/utils/forms.server';
import { readVehicleSheet } from '#app/features/capacity/import.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { parseMultipartForm } from '#app/utils/files.server';
import { api } from '#app/utils/api.server';
import { PlatformError } from '#app/utils/platform.server';
import { loadTonnes } from '#app/utils/weights';

const PATH = '/logistics/vehicle';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const list = await capacityListData(args, api.capacity.vehiclePage, vehicleQuery, api.capacity.vehicleById);
  return { ...list, importing: new URL(args.request.url).searchParams.get('import') === '1' };
}

type ImportReport = { importReport: { message: string; errors: ImportRowError[] } };

async function importAction(args: ActionFunctionArgs) {
  const formData = await parseMultipartForm(args.request);
  await validateCsrf(formData, args.request.headers);
  if (formData.get('intent') !== 'import') throw new Response('未知的操作', { status: 400 });
  const refuse = (message: string, errors: ImportRowError[] = []) => data<ImportReport>({ importReport: { message, errors } }, { status: 400 });
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse('请选择要导入的 .xlsx 文件');
  let rows;
  try {
    rows = await readVehicleSheet(file);
  } catch (error) {
    return refuse((error as Error).message);
  }
  if (rows.length === 0) return refuse('表格中没有车辆数据');
  if (rows.length > MAX_IMPORT_ROWS) return refuse(`一次最多导入${MAX_IMPORT_ROWS}辆车`);
  try {
    const result = await api.capacity.vehicleImport(args, { rows, fileName: file.name.slice(0, 200) });
    return redirectWith(args.request, PATH, `成功导入${result.count}辆车`);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const errors = (error.data as { errors?: ImportRowError[] } | null)?.errors ?? [];
    return refuse(error.message || MESSAGES_8.fallbackError, errors);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  if ((args.request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return importAction(args);
  return deleteFromList(args, PATH, api.capacity.vehicleDelete, '车辆已删除');
}

function ImportPanel() {
  const reply = useActionData<ImportReport>();
  const navigation = useNavigation();
  const report = reply?.importReport;
  return (
    <div className="cap-inline-form" role="group" aria-labelledby="import-title">
      <h2 id="import-title">批量导入车辆</h2>
      <p className="muted">
        请先<a href="/resources/logistics/vehicle-template">下载导入模板</a>，按模板填写后上传（.xlsx，一次最多{MAX_IMPORT_ROWS}
        辆）。任一行有误时整份表格都不会导入。
      </p>
      {report ? (
        <Alert color="red" role="alert" mb="sm" title={report.message}>
          {report.errors.length ? (
            <ul className="cap-report">
              {report.errors.map((e) => (
                <li key={e.rowNo}>
                  第{e.rowNo}行：{e.messages.join('；')}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" action={`${PATH}?import=1`} encType="multipart/form-data" className="cap-actions">
        <AuthenticityTokenInput />
        <label className="cap-filter">
          <span>导入文件</span>
          <input type="file" name="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
        </label>
        <Button type="submit" name="intent" value="import" loading={navigation.state === 'submitting'}>
          开始导入
        </Button>
        <Button component={Link} to={PATH} variant="default">
          取消
        </Button>
      </Form>
    </div>
  );
}

export default function VehicleList() {
  const { query, page, units, confirm, importing } = useLoaderData<typeof loader>();
  const { filters, here, withParam } = listLinks(PATH, query);
  const columns: Column<(typeof page.records)[number]>[] = [
    {
      title: '车牌号',
      cell: (v) => (
        <>
          <Link to={`/logistics/vehicleDetail?id=${v.id}`} className="cap-plate">
            {v.plateNo}
          </Link>
          <span className="cap-sub">{labelIn(PLATE_COLOR, v.plateColor)}</span>
        </>
      ),
    },
    { title: '车辆类型', cell: (v) => labelIn(VEHICLE_TYPE, v.vehicleType) || v.vehicleType },
    { title: '车长', cell: (v) => labelIn(VEHICLE_LENGTH, v.vehicleLength) || v.vehicleLength },
    { title: '核定载质量', cell: (v) => loadTonnes(v.loadKg) },
    { title: '所有人', cell: (v) => v.ownerName },
    { title: '审核状态', cell: (v) => <DictBadge dict={REVIEW_STATUS} value={v.reviewStatus} /> },
    { title: '证件状态', cell: (v) => <ExpiryCell expiry={v.expiry} warnings={v.warnings} /> },
    actionsColumn((v) => (
      <>
        <Link to={`/logistics/vehicleDetail?id=${v.id}`}>详情</Link>
        <Link to={`/logistics/vehicleEdit?id=${v.id}&back=${encodeURIComponent(here)}`}>编辑</Link>
        <RowLinks name={v.plateNo} links={[['删除', withParam('delete', String(v.id))]]} />
      </>
    )),
  ];
  return (
    <CapPage
      id="vehicle-title"
      title="车辆管理"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={`/logistics/vehicleEdit?back=${encodeURIComponent(here)}`}>
            新增车辆
          </Button>
          <Button component={Link} to={`${PATH}?import=1`} variant="default">
            批量导入
          </Button>
          <Button component="a" href={`/resources/logistics/export?kind=vehicle${filters.size ? `&${filters}` : ''}`} variant="default">
            导出
          </Button>
        </div>
      }
    >
      {importing ? <ImportPanel /> : null}

      {confirm ? <DeleteConfirm action={`${PATH}${filters.size ? `?${filters}` : ''}`} id={confirm.id} what={`车辆 ${confirm.plateNo}`} cancel={here} /> : null}

      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选车辆">
        <FilterFold>
          <FilterText name="plateNo" label="车牌号" value={query.plateNo} placeholder="如 冀B12345" maxLength={10} />
          <FilterSelect name="vehicleType" label="车辆类型" value={query.vehicleType} options={vehicleTypeOptions()} />
          <FilterSelect name="vehicleLength" label="车长" value={query.vehicleLength} options={dictOptions(VEHICLE_LENGTH)} />
          <ReviewFilters query={query} units={units} reset={PATH} />
        </FilterFold>
      </Form>

      <PagedTable label="车辆列表" empty="暂无车辆" rowKey={(v) => v.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';
