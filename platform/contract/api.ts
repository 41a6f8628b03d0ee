// Every area's route table, by area: the platform mounts them (platform/app.ts) and the app's typed
// client calls them (app/utils/api.server.ts) as `api.<area>.<endpoint>(caller, input)`.
import { capacityApi } from './capacity/api';
import { workspaceApi } from './workspace/api';

export const API = {
  workspace: workspaceApi,
  capacity: capacityApi,
};
