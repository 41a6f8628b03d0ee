// The public site's footer (spec 1): copyright, filing numbers, telecom licence and the seven
// platform policy documents; then the public service-supervision pages (credit, complaints, waybill lookup).
import { Link } from '@remix-run/react';
import { Fragment } from 'react';

type FooterSite = { copyright: string; icpNo: string; policeNo: string; telecomLicence: string };

export function PublicFooter({ site, policies }: { site: FooterSite; policies: readonly { key: string; label: string }[] }) {
  return (
    <footer className="site-footer">
      <div className="inner">
        <nav className="footer-links" aria-label="平台规则">
          {policies.map((p) => (
            <Fragment key={p.key}>
              <Link to={`/about/${p.key}`}>{p.label}</Link>{' '}
            </Fragment>
          ))}
        </nav>
        <nav className="footer-links" aria-label="服务监督">
          <Link to="/creditEvaluation">信用评价</Link> <Link to="/historicalComplaints">历史投诉</Link> <Link to="/viewOrderSimple">派车单查询</Link>
        </nav>
        <p className="footer-facts">
          <span>{site.copyright}</span>{' '}
          {site.icpNo ? (
            <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
              {site.icpNo}
            </a>
          ) : null}{' '}
          {site.policeNo ? <span>{site.policeNo}</span> : null} {site.telecomLicence ? <span>{site.telecomLicence}</span> : null}
        </p>
      </div>
    </footer>
  );
}
