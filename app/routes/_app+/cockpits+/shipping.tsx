// /cockpits/shipping — the spec's second path of 数据驾驶舱-发运: the same screen as /cockpit/shipping,
// under its own registry entry (title, keywords).
export { default, loader, meta, ErrorBoundary } from '../cockpit+/shipping';
