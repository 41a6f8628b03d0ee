// The map kit's tile layer (decision 025's amendment): 天地图 tiles placed on the server
// (map-kit.server.ts mapTiles) and drawn behind a fitted map's outlines only once the page has
// hydrated, so a page without JS loads nothing from the tile service. Kept out of map-kit.tsx,
// which every map screen loads, so that only the screens with tiles pay for it.
import { useEffect, useState } from 'react';
import type { MapTile } from './map-kit-shapes';

/** The underlay for ChinaMap: null until hydrated (and without tiles), then the tiles and the service's credit. */
export function useTileUnderlay(tiles: MapTile[] | null | undefined, width: number, height: number) {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(Boolean(tiles?.length)), [tiles]);
  if (!on || !tiles?.length) return null;
  return (
    <g data-tiles="天地图">
      {tiles.flatMap((t) =>
        t.hrefs.map((href) => <image key={href} href={href} x={t.x} y={t.y} width={t.width} height={t.height} preserveAspectRatio="none" />),
      )}
      <text x={width - 8} y={height - 8} fontSize="11" fill="#212529" textAnchor="end" stroke="#fff" strokeWidth="3" paintOrder="stroke">
        底图 © 天地图
      </text>
    </g>
  );
}
