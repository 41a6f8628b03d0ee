// The end of a GET filter form (query and reset) and the refusal of a bad filter, as every public
// and workspace list shows them.
import { Link } from '@remix-run/react';

export function FilterActions({ resetTo }: { resetTo: string }) {
  return (
    <div className="actions">
      <button type="submit" className="btn">
        查询
      </button>{' '}
      <Link to={resetTo} className="btn btn-plain">
        重置
      </Link>
    </div>
  );
}

export function FilterError({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}
