// 上报位置: the driver's (or dispatcher's) position form — coordinates typed by hand without JS; with
// JS the browser's geolocation fills and repeats it while the page is open. A module of its own: the
// waybill detail and the driver's trip card carry it without the track screen's search and timeline.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useFetcher, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { Field } from '#app/components/forms';
import { POSITION_REPORT_MINUTES } from '#contract/orders/track-labels';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';

type PositionState = {
  waybillId: number;
  canReport: boolean;
  /** false once unloaded: only GPS fixes then, the manual form is not offered */
  canReportByHand: boolean;
  nextReportIn: number;
  pointCount: number;
  last: { at: string; region: string; coords: string; place: string } | null;
};

type Reply = { intent?: string; result?: SubmissionResult<string[]>; reported?: boolean };

/** Where the driver's consent to share the phone's position is remembered (this browser). */
const SHARE_KEY = 'freight.sharePosition';

/**
 * 上报位置: the driver's (or dispatcher's) position form, posted to `action` (the page's own).
 * With `askConsent` (the driver's trip card) the phone's position is reported by itself only once
 * the driver ticks 共享位置, remembered in this browser; the box exists only with JS, as it does
 * nothing without it.
 */
export function PositionReport({ state, action, askConsent = false }: { state: PositionState; action: string; askConsent?: boolean }) {
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    () => import('#contract/orders/track'),
    (m) => m.positionForm,
    {
      id: 'position-form',
      lastResult: reply?.intent === 'position' ? reply.result : undefined,
    },
  );
  const auto = useFetcher<Reply>();
  const autoForm = useRef<HTMLFormElement>(null);
  const [gps, setGps] = useState<string>('');
  const [canLocate, setCanLocate] = useState(false);
  const [shared, setShared] = useState(!askConsent);
  useEffect(() => {
    setCanLocate('geolocation' in navigator);
    if (askConsent) setShared(window.localStorage.getItem(SHARE_KEY) === '1');
  }, [askConsent]);
  const share = (on: boolean) => {
    window.localStorage.setItem(SHARE_KEY, on ? '1' : '0');
    setShared(on);
    if (!on) setGps('');
  };

  // With JS: report the browser's position while the page is open, every few minutes.
  useEffect(() => {
    if (!shared || !state.canReport || typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    const tick = () =>
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          const f = autoForm.current;
          if (!f) return;
          (f.elements.namedItem('lat') as HTMLInputElement).value = pos.coords.latitude.toFixed(6);
          (f.elements.namedItem('lng') as HTMLInputElement).value = pos.coords.longitude.toFixed(6);
          const speed = pos.coords.speed;
          (f.elements.namedItem('speedKmh') as HTMLInputElement).value =
            speed === null || Number.isNaN(speed) ? '' : String(Math.min(200, Math.round(speed * 3.6)));
          auto.submit(f);
          setGps(`已自动上报定位（每${POSITION_REPORT_MINUTES}分钟一次，页面打开期间）`);
        },
        () => setGps('无法获取手机定位，请允许浏览器使用位置信息，或在下方手动填写经纬度'),
        { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
      );
    const first = window.setTimeout(tick, Math.max(1, state.nextReportIn) * 1000);
    const every = window.setInterval(tick, POSITION_REPORT_MINUTES * 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, state.canReport, state.waybillId]);

  const autoError = auto.data && !auto.data.reported ? auto.data.result?.error?.['']?.join('；') : null;
  return (
    <section className="orders-move track-report" aria-labelledby="position-title">
      <h2 id="position-title" className="section-title">
        上报位置
      </h2>
      <p className="muted">
        {state.last
          ? `最近位置：${state.last.region}${state.last.place ? `（${state.last.place}）` : ''}，${state.last.at}（坐标 ${state.last.coords}）；共${state.pointCount}个位置点。`
          : '尚未上报位置。'}
        {state.nextReportIn > 0 ? ` ${state.nextReportIn}秒后可再次上报。` : ''}
      </p>
      {askConsent && canLocate ? (
        <label className="track-share">
          <input type="checkbox" checked={shared} onChange={(e) => share(e.currentTarget.checked)} />
          共享位置（行程中每{POSITION_REPORT_MINUTES}分钟自动上报一次手机定位）
        </label>
      ) : null}
      {gps ? (
        <p className="muted" role="status">
          {gps}
        </p>
      ) : null}
      {autoError ? (
        <p className="cap-error" role="alert">
          {autoError}
        </p>
      ) : null}
      <auto.Form method="post" action={action} ref={autoForm} hidden aria-hidden="true">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="position" />
        <input type="hidden" name="auto" value="1" />
        <input type="hidden" name="waybillId" value={state.waybillId} />
        <input type="hidden" name="lat" />
        <input type="hidden" name="lng" />
        <input type="hidden" name="speedKmh" />
      </auto.Form>
      {state.canReportByHand ? (
        <Form method="post" action={action} {...getFormProps(form)} aria-label="上报位置">
          <ErrorSummary form={form} />
          <AuthenticityTokenInput />
          <input type="hidden" name="waybillId" value={state.waybillId} />
          <FormErrors errors={form.errors} flush />
          <p className="muted">没有自动定位时：在手机地图中查看当前位置的经纬度（WGS-84，如 39.08420, 117.20090）填入。</p>
          <Field meta={fields.lat} label="纬度" required inputMode="decimal" maxLength={12} />
          <Field meta={fields.lng} label="经度" required inputMode="decimal" maxLength={12} />
          <Field meta={fields.speedKmh} label="速度（公里/小时，可不填）" inputMode="numeric" maxLength={3} />
          <Field meta={fields.place} label="位置说明（地名、路段，可不填）" maxLength={50} />
          <Button type="submit" name="intent" value="position" size="md" fullWidth loading={navigation.formData?.get('intent') === 'position'}>
            上报位置
          </Button>
        </Form>
      ) : (
        <p className="muted">已卸货：不再手动上报位置（开启定位的手机页面仍自动上报，直至签收）。</p>
      )}
    </section>
  );
}
