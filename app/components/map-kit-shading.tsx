// The legend of a map whose provinces are shaded by a figure (chinaMap's `shade`: the online
// cockpit), in words beside colour swatches; passed to ChinaMap's `legend`. Kept apart from
// map-kit.tsx so the screens without shading do not load it.
import { useId } from 'react';
import type { MapShading } from './map-kit-shapes';

export function ShadingLegend({ shading }: { shading: MapShading | null }) {
  const id = useId();
  if (!shading) return null;
  return (
    <div className="map-kit-legend">
      <span id={id}>{shading.title}：</span>
      <ul aria-labelledby={id}>
        {shading.steps.map((step) => (
          <li key={step.colour}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <rect x="1" y="1" width="12" height="12" fill={step.colour} stroke="#adb5bd" />
            </svg>{' '}
            {step.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
