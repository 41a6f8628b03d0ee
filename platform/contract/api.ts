// Every area's route table, by area: the platform mounts them (platform/app.ts) and the app's typed
// client calls them (app/utils/api.server.ts) as `api.<area>.<endpoint>(caller, input)`.
import { authApi } from './auth/api';
import { certificationApi } from './certification/api';
import { companyApi } from './company/api';
import { devApi } from './dev/api';
import { dictApi } from './dict/api';
import { logApi } from './log/api';
import { systemApi } from './system/api';
import { workspaceApi } from './workspace/api';

export const API = {
  workspace: workspaceApi,
  auth: authApi,
  certification: certificationApi,
  company: companyApi,
  system: systemApi,
  dict: dictApi,
  log: logApi,
  dev: devApi,
};
