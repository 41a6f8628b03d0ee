// /cockpits/control — the spec's second path of 数据驾驶舱-管控（网络货运）: the same screen as /cockpit/control,
// under its own registry entry (title, keywords).
export { default, loader, meta, ErrorBoundary } from '../cockpit+/control';
