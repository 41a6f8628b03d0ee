// The key-area screen (/my-center/areaManage): the company's areas (filters and pages in the URL),
// the add/edit form (?edit=new|id) — a city from the province/city list plus a centre and radius,
// or a list of points one per line — the alarm rules form (?alarm=id), the on/off switch of each
// row (a POST) and the delete confirmation (?delete=id). Everything posts without JS; with JS the
// forms validate with the contract's schemas, loaded lazily.
import { getFormProps } from '@conform-to/react';
import { Form, Link, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CapPage } from '#app/components/cap-page';
import { DeleteConfirm } from '#app/components/delete-confirm';
import { ErrorSummary } from '#app/components/form-errors';
import { Field, FormActions, FormErrors, SelectField, TextareaField } from '#app/components/forms';
import { useActionForm } from '#app/components/lazy-validation';
import {
  actionsColumn,
  DictBadge,
  dictOptions,
  FilterButtons,
  FilterFold,
  FilterSelect,
  FilterText,
  listLinks,
  RowLinks,
  type Column,
  type Option,
} from '#app/components/list-ui';
import { ChinaMap } from '#app/components/map-kit';
import { followMapLink, pickOnMap } from '#app/components/map-kit-invert';
import { useTileUnderlay } from '#app/components/map-kit-tiles';
import type { LngLat } from '#app/components/map-kit-shapes';
import { PagedTable } from '#app/components/page-links';
import { KEY_AREA_ALARM_STATUS, KEY_AREA_SHAPE, KEY_AREA_TYPE, LEAVE_MARGIN_M, RADIUS_MAX_M, RADIUS_MIN_M } from '#contract/areas/messages';
import type { KeyAreaView, keyAreasData } from './areas.server';
import { AREA_PATHS } from './paths';

const PATH = AREA_PATHS.areas;

/** A point chosen on the map, and how many times one was (the same point twice is still a new choice). */
type Picked = { at: LngLat; n: number };

const degrees = (v: number) => v.toFixed(5);

function AreaForm({
  area,
  cities,
  cancel,
  action,
  picked,
}: {
  area: KeyAreaView | null;
  cities: Option[];
  cancel: string;
  action: string;
  picked: Picked | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/areas/areas'),
    (m) => m.keyAreaForm,
    `key-area-${area?.id ?? 'new'}`,
    area
      ? {
          name: area.name,
          areaType: area.areaType,
          shape: area.shape,
          cityCode: area.cityCode ?? '',
          centerLng: area.centerLng === null ? '' : String(area.centerLng),
          centerLat: area.centerLat === null ? '' : String(area.centerLat),
          radius: area.radius === null ? '' : String(area.radius),
          points: area.pointsText,
        }
      : { shape: 'circle' },
  );
  // A click on the map (JS only): a circle's centre, or a polygon's next vertex.
  const shape = fields.shape.value;
  const pointsText = fields.points.value;
  // (a pick made before this form opened is not this form's)
  const handled = useRef(picked?.n ?? 0);
  useEffect(() => {
    if (!picked || picked.n === handled.current) return;
    handled.current = picked.n;
    const [lng, lat] = picked.at.map(degrees);
    if (shape === 'polygon') {
      const before = typeof pointsText === 'string' && pointsText.trim() ? `${pointsText.trimEnd()}\n` : '';
      form.update({ name: fields.points.name, value: `${before}${lng},${lat}` });
    } else {
      form.update({ name: fields.centerLng.name, value: lng });
      form.update({ name: fields.centerLat.name, value: lat });
    }
    // Only a new pick fills the fields; typing afterwards is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked?.n]);
  return (
    <div className="cap-inline-form">
      <h2>{area ? `编辑重点区域 ${area.name}` : '新增重点区域'}</h2>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset" aria-label={area ? '编辑重点区域' : '新增重点区域'}>
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        {area ? <input type="hidden" name="id" value={area.id} /> : null}
        <Field meta={fields.name} label="区域名称" required maxLength={30} placeholder="如 唐山港卸货区" />
        <SelectField meta={fields.areaType} label="区域类型" options={dictOptions(KEY_AREA_TYPE)} required />
        <SelectField meta={fields.cityCode} label="所在城市" options={cities} empty="请选择省市（选填）" />
        <SelectField meta={fields.shape} label="区域形状" options={dictOptions(KEY_AREA_SHAPE)} required />
        <fieldset className="cap-fieldset">
          <legend>圆形：中心点与半径</legend>
          <Field meta={fields.centerLng} label="中心点经度" inputMode="decimal" maxLength={14} placeholder="如 118.18020" />
          <Field meta={fields.centerLat} label="中心点纬度" inputMode="decimal" maxLength={14} placeholder="如 39.63050" />
          <Field
            meta={fields.radius}
            label="半径（米）"
            inputMode="numeric"
            maxLength={6}
            hint={`${RADIUS_MIN_M}至${RADIUS_MAX_M}米；车辆驶出区域边界${LEAVE_MARGIN_M}米以外才算离开`}
          />
        </fieldset>
        <fieldset className="cap-fieldset">
          <legend>多边形：顶点列表</legend>
          <TextareaField meta={fields.points} label="顶点（每行一个“经度,纬度”，按顺序，至少3个）" rows={5} maxLength={6000} />
        </fieldset>
        <FormActions cancel={cancel} intent="save" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

function AlarmForm({ area, cancel, action }: { area: KeyAreaView; cancel: string; action: string }) {
  const navigation = useNavigation();
  const [form, fields] = useActionForm(
    () => import('#contract/areas/areas'),
    (m) => m.areaAlarmForm,
    `area-alarm-${area.id}`,
    {
      stopTime: area.stopTime ? String(area.stopTime) : '',
      exitTime: area.exitTime ? String(area.exitTime) : '',
      mobile: area.mobile,
    },
  );
  return (
    <div className="cap-inline-form">
      <h2>报警设置：{area.name}</h2>
      <p>
        保存后开启报警：车辆进入和离开该区域时告警；停留或离开超过所填分钟数时再告警（0 或不填为不告警）。报警以站内消息通知本企业，填写手机号时同时发送短信。
      </p>
      <FormErrors errors={form.errors} />
      <Form method="post" action={action} {...getFormProps(form)} className="cap-fieldset" aria-label="报警设置">
        <ErrorSummary form={form} />
        <AuthenticityTokenInput />
        <input type="hidden" name="ids" value={area.id} />
        <Field meta={fields.stopTime} label="停留超时（分钟）" inputMode="numeric" maxLength={4} />
        <Field meta={fields.exitTime} label="离开超时（分钟）" inputMode="numeric" maxLength={4} />
        <Field meta={fields.mobile} label="短信通知手机号（选填）" type="tel" inputMode="numeric" maxLength={20} />
        <FormActions cancel={cancel} intent="alarm" label="保存并开启报警" busy={navigation.state === 'submitting'} />
      </Form>
    </div>
  );
}

function AlarmSwitch({ area, action }: { area: KeyAreaView; action: string }) {
  const on = area.alarmStatus === '1';
  return (
    <Form method="post" action={action} className="cap-inline">
      <AuthenticityTokenInput />
      <input type="hidden" name="id" value={area.id} />
      <input type="hidden" name="alarmStatus" value={on ? '0' : '1'} />
      <Button type="submit" name="intent" value="alarmStatus" variant="subtle" size="xs" aria-label={`${on ? '关闭' : '开启'}报警 ${area.name}`}>
        {on ? '关闭报警' : '开启报警'}
      </Button>
    </Form>
  );
}

export function KeyAreasScreen() {
  const { query, page, form, alarming, deleting, cities, map, tiles } = useLoaderData<typeof keyAreasData>();
  const { here, withParam } = listLinks(PATH, query);
  const [picked, setPicked] = useState<Picked | null>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Picking needs JS: without it (or before hydration) the map is not offered as a picker.
  const picking = form !== null && hydrated;
  const pick = pickOnMap(map.frame, (at) => setPicked((p) => ({ at, n: (p?.n ?? 0) + 1 })));
  const onMapClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!followMapLink(event, navigate) && picking) pick(event);
  };
  const underlay = useTileUnderlay(tiles, map.width, map.height);
  // A closed form forgets the point chosen for it.
  const formOpen = Boolean(form);
  useEffect(() => {
    if (!formOpen) setPicked(null);
  }, [formOpen]);
  const columns: Column<KeyAreaView>[] = [
    { title: '区域名称', cell: (a) => a.name },
    { title: '类型', cell: (a) => <DictBadge dict={KEY_AREA_TYPE} value={a.areaType} /> },
    { title: '城市', cell: (a) => a.cityLabel || '—' },
    { title: '范围', cell: (a) => a.geometry },
    {
      title: '报警',
      cell: (a) => (
        <>
          <DictBadge dict={KEY_AREA_ALARM_STATUS} value={a.alarmStatus} />
          {a.rules ? <span className="cap-sub">{a.rules}</span> : null}
          {a.alarmStatus === '1' && a.mobile ? <span className="cap-sub">短信 {a.mobile}</span> : null}
        </>
      ),
    },
    actionsColumn((a) => (
      <>
        <RowLinks
          name={a.name}
          links={[
            ['编辑', withParam('edit', String(a.id))],
            ['报警设置', withParam('alarm', String(a.id))],
            ['删除', withParam('delete', String(a.id))],
          ]}
        />
        <AlarmSwitch area={a} action={here} />
      </>
    )),
  ];
  return (
    <CapPage
      id="key-areas-title"
      title="重点区域"
      beside={
        <div className="cap-actions">
          <Button component={Link} to={withParam('edit', 'new')}>
            新增区域
          </Button>
          <Button component={Link} to={AREA_PATHS.alarms} variant="default">
            区域告警
          </Button>
        </div>
      }
    >
      {form ? (
        <AreaForm
          key={form.area?.id ?? 'new'}
          area={form.area}
          cities={cities}
          cancel={here}
          action={withParam('edit', String(form.area?.id ?? 'new'))}
          picked={picked}
        />
      ) : null}
      {alarming ? <AlarmForm key={alarming.id} area={alarming} cancel={here} action={withParam('alarm', String(alarming.id))} /> : null}
      {deleting ? <DeleteConfirm action={here} id={deleting.id} what={`重点区域 ${deleting.name}`} cancel={here} /> : null}
      <Form method="get" action={PATH} className="cap-filters" aria-label="筛选重点区域">
        <FilterFold>
          <FilterText name="name" label="区域名称" value={query.name} maxLength={30} />
          <FilterSelect name="areaType" label="区域类型" value={query.areaType} options={dictOptions(KEY_AREA_TYPE)} />
          <FilterSelect name="alarmStatus" label="报警状态" value={query.alarmStatus} options={dictOptions(KEY_AREA_ALARM_STATUS)} />
          <FilterButtons reset={PATH} />
        </FilterFold>
      </Form>
      <ChinaMap
        map={map}
        title={page.records.length ? `重点区域地图，本页${page.records.length}个区域` : '重点区域地图：本页没有区域，显示全国范围'}
        onClick={onMapClick}
        picking={picking}
        underlay={underlay}
        caption={
          <>
            本页区域按经纬度（WGS-84）绘制在省级行政区划图上，点击区域打开其编辑表单；各区域的范围见下表。
            {form
              ? hydrated
                ? '填写表单时，点击地图空白处可选择圆形区域的中心点（多边形为追加一个顶点），也可直接输入经纬度。'
                : '请在表单中输入经纬度（启用JavaScript后也可点击地图选择）。'
              : null}
            {picked ? (
              <span role="status">
                {' '}
                已在地图上选择：经度 {degrees(picked.at[0])}，纬度 {degrees(picked.at[1])}
              </span>
            ) : null}
          </>
        }
      />
      <PagedTable label="重点区域列表" empty="暂无重点区域" rowKey={(a) => a.id} page={page} query={query} columns={columns} />
    </CapPage>
  );
}
