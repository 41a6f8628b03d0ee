// Every area's route table, by area: the platform mounts them (platform/app.ts) and the app's typed
// client calls them (app/utils/api.server.ts) as `api.<area>.<endpoint>(caller, input)`.
import { ordersApi } from './orders/api';
import { workspaceApi } from './workspace/api';

export const API = {
  workspace: workspaceApi,
  orders: ordersApi,
};
