// One term of a facts list (<dl>), shown only when it has a value.
import type { ReactNode } from 'react';

export function Fact({ term, value }: { term: string; value: ReactNode }) {
  return value ? (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  ) : null;
}
