// 装卸地点与联系人 (issue 42): each load and unload point with its full address and a 导航 link, the
// contact with a dial link, the time window, and the cargo's remark — on the order, the dispatch
// form, the waybill and the track, for the parties who carry the load (places.server.ts shapes it).
import type { PlacesView } from './places.server';

export function CargoPlacesSection({ places }: { places: PlacesView }) {
  if (!places || (places.points.length === 0 && !places.remark)) return null;
  return (
    <section className="orders-places" aria-labelledby="places-title">
      <h2 id="places-title" className="section-title">
        装卸地点与联系人
      </h2>
      {places.points.map((p) => (
        <dl key={p.key} className="facts orders-place">
          <dt>{p.title}</dt>
          <dd>
            {p.fullAddress}{' '}
            <a href={p.navigationHref} target="_blank" rel="noreferrer" aria-label={`导航 ${p.title}：${p.fullAddress}`}>
              导航
            </a>
          </dd>
          {p.contactName || p.contactPhone ? (
            <>
              <dt>联系人</dt>
              <dd>
                {p.contactName}
                {p.contactPhone ? (
                  <>
                    {' '}
                    <a href={p.telHref}>{p.contactPhone}</a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {p.window ? (
            <>
              <dt>{p.windowTerm}</dt>
              <dd>{p.window}</dd>
            </>
          ) : null}
        </dl>
      ))}
      {places.remark ? (
        <dl className="facts">
          <dt>备注</dt>
          <dd>{places.remark}</dd>
        </dl>
      ) : null}
    </section>
  );
}
