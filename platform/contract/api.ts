// Every area's route table, by area: the platform mounts them (platform/app.ts) and the app's typed
// client calls them (app/utils/api.server.ts) as `api.<area>.<endpoint>(caller, input)`.
import { cargoApi, entrustApi, frequentsApi, marketApi } from './market/api';
import { newsApi, portalApi, reputationApi } from './portal/api';
import { workspaceApi } from './workspace/api';

export const API = {
  workspace: workspaceApi,
  market: marketApi,
  cargo: cargoApi,
  entrust: entrustApi,
  frequents: frequentsApi,
  portal: portalApi,
  news: newsApi,
  reputation: reputationApi,
};
