// The two result pages of the wallet (/payment/openSuccess, /payment/bindSuccess): what happened
// and where to go next.
import { Link } from '@remix-run/react';

export function WalletDone({ title, text, next }: { title: string; text: string; next: Array<{ to: string; label: string }> }) {
  return (
    <section className="panel cap-page" aria-labelledby="wallet-done-title">
      <h1 id="wallet-done-title" className="page-title">
        {title}
      </h1>
      <p role="status">{text}</p>
      <p>
        {next.map((link, i) => (
          <span key={link.to}>
            {i > 0 ? <span aria-hidden="true"> | </span> : null}
            <Link to={link.to}>{link.label}</Link>
          </span>
        ))}
      </p>
    </section>
  );
}
