// Where the contract screens live: the parties' lists (the shipper's 我的合同, everyone's 合同协议),
// the supplementary agreements, operations' templates, and the signed PDF's download.
export const CONTRACT_PATHS = {
  mine: '/shipper/contract',
  all: '/contract-manage/contractAgreement',
  agreement: '/shipper/contractAgreement',
  track: '/shipper/contract/track',
  edit: '/shipper/editContract',
  templates: '/contract-manage/contractTemplate',
  download: '/actions/downloadContract/',
} as const;

/** A contract's page: its list's screen with ?id= (the list stays the menu entry). */
export const contractHref = (list: string, id: number) => `${list}?id=${id}`;
export const downloadHref = (uuid: string) => `${CONTRACT_PATHS.download}?uuid=${uuid}`;
