// Waybill tracking UI: the search of the in-transit map and the timeline of events and positions
// (the driver's position form is position-report.tsx). The maps themselves are the map kit's
// (components/map-kit.tsx), drawn from what track.server.ts projected.
import { Form, Link } from '@remix-run/react';
import { Button } from '#app/components/button';

/**
 * 查找在途车辆: one box (part of a waybill number or a plate) posted as a GET form; the loader leads
 * a single match straight to its track and lists several here.
 */
export function OnRoadSearch({
  path,
  keyword,
  error,
  found,
}: {
  path: string;
  keyword: string;
  error: string | null;
  found: { id: number; plateNo: string; waybillNo: string; route: string; where: string }[] | null;
}) {
  return (
    <>
      <Form method="get" action={path} className="cap-filters track-search" aria-label="查找在途车辆">
        <label className="cap-filter">
          <span>派车单号或车牌号</span>
          <input
            type="search"
            name="keyword"
            defaultValue={keyword}
            maxLength={30}
            className="cap-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'keyword-error' : undefined}
          />
        </label>
        <Button type="submit">查找</Button>
        {error ? (
          <p id="keyword-error" className="cap-error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
      {found === null ? null : found.length === 0 ? (
        <p role="status">未找到在途的派车单或车辆：{keyword}</p>
      ) : (
        <section aria-labelledby="found-title">
          <h2 id="found-title" className="section-title">
            找到{found.length}辆在途车辆
          </h2>
          <ul>
            {found.map((v) => (
              <li key={v.id}>
                <Link to={`${path}?waybillId=${v.id}`}>
                  {v.plateNo} {v.waybillNo}
                </Link>{' '}
                {v.route}，{v.where}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type TimelineEntry = { key: string; kind: 'event' | 'position'; at: string; title: string; detail: string };

/** 运输节点与位置 under its heading, which names the list (aria-label is not for a plain <ol>). */
export function TrackTimeline({ items }: { items: TimelineEntry[] }) {
  return (
    <>
      <h2 id="timeline-title" className="section-title">
        运输节点与位置
      </h2>
      {items.length === 0 ? (
        <p className="muted">暂无记录</p>
      ) : (
        <ol className="orders-timeline" aria-labelledby="timeline-title">
          {items.map((e) => (
            <li key={e.key} className={e.kind === 'event' ? 'track-event' : 'track-position'}>
              <strong>{e.title}</strong> <span className="muted">{e.at}</span>
              {e.detail ? <div>{e.detail}</div> : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
