// Where complaints live: the complainant's screens (shippers in the personal centre, agents under
// /user) and operations' list (a path the spec does not name, in the content group).
export const COMPLAINT_PATHS = {
  shipper: '/my-center/ownerComplaint',
  agent: '/user/agentComplaint',
  operations: '/content-manage/complaintList',
} as const;
