// The home page's data: latest cargo, capacity and news with the platform's statistics, and the
// login form's data when a guarded screen sent the visitor here (?redirect=). Labels, prices and
// times are formatted here, so the page's client code carries no dictionaries or date library.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { BUSINESS_TYPE } from '#contract/market/dict';
import { NEWS_TYPE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { optionalUser } from '#app/utils/auth.server';
import { vehicleLabel } from '#app/utils/cargo-labels';
import { loginPageData } from '#app/features/account/login-page.server';
import { api } from '#app/utils/api.server';
import { formatFen, formatDateTime, timeAgo } from '#app/utils/format';
import { tonnes } from '#app/utils/weights';
import { ANONYMOUS } from './portal.server';

export async function loadHome(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // A guarded screen sends visitors here with ?redirect=: the home page then shows the login form.
  const wantsLogin = url.searchParams.has('redirect') && !(await optionalUser(args));
  const [home, login] = await Promise.all([api.portal.home(args, undefined, ANONYMOUS), wantsLogin ? loginPageData(args) : null]);
  const now = Date.now();
  const page = {
    stats: home.stats,
    login: login?.page ?? null,
    cargo: home.cargo.map((c) => ({
      id: c.id,
      route: `${c.origin} → ${c.destination}`,
      kind: labelIn(BUSINESS_TYPE, c.businessType),
      goods: `${c.goodsName} · ${tonnes(c.totalWeightKg)}`,
      vehiclesRemaining: c.vehiclesRemaining,
      vehicle: vehicleLabel(c.vehicleLength, c.vehicleType),
      price: formatFen(c.unitPriceFen),
      published: c.publishedAt ? timeAgo(c.publishedAt, now) : '',
    })),
    news: home.news.map((n) => ({
      id: n.id,
      href: `/news/${n.type}/details/${n.id}`,
      title: `[${labelIn(NEWS_TYPE, n.type)}] ${n.title}`,
      publishedAt: n.publishedAt,
      day: formatDateTime(n.publishedAt, 'MM-DD'),
    })),
    capacity: home.capacity.map((l) => ({ ...l, vehicle: vehicleLabel(l.vehicleLength, l.vehicleType), price: formatFen(l.refPriceFen) })),
  };
  // The login form's image code is kept in a cookie (captcha.server.ts).
  return data(page, { headers: login?.headers });
}
