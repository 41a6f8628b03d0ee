// A contracts screen: the list, or the contract ?id= names (contractScreenData).
import type { ReactNode } from 'react';
import { ContractDetailPage } from './contract-detail';
import { ContractList } from './contract-list';
import type { contractScreenData } from './contracts.server';

export function ContractScreen({
  data,
  path,
  title,
  withKind,
  children,
}: {
  data: Awaited<ReturnType<typeof contractScreenData>>;
  path: string;
  title: string;
  withKind?: boolean;
  children?: ReactNode;
}) {
  if (data.detail) return <ContractDetailPage data={data.detail} listPath={path} listTitle={title} />;
  const list = data.list!;
  return (
    <ContractList path={path} title={title} query={list.query} rows={list.rows} total={list.total} withKind={withKind}>
      {children}
    </ContractList>
  );
}
