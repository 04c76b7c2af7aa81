import { useEffect, useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import { L } from './leaflet-global.ts';
import 'leaflet.markercluster';
import { webConfig } from '@/lib/config';
import { surfaceOf } from '@/lib/theme';
import { useThemeMode } from '@/lib/theme-mode';

export type TMapMarker = {
  id: string;
  lat: number;
  lng: number;
  color: string;
  /** A cluster takes the colour of its member with the highest rank (e.g. fault over normal). */
  rank: number;
  title: string;
};

export type TLatLng = { lat: number; lng: number };

const defaultCenter: TLatLng = { lat: 30, lng: 0 };

const dotIcon = (color: string) =>
  L.divIcon({
    className: 'sunfleet-marker',
    html: `<span style="display:block;width:16px;height:16px;border-radius:50%;background:${color};border:2px solid #fff;box-shadow:0 0 4px rgba(0,0,0,.5)"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });

type TRankedMarker = L.Marker & { sunfleet: TMapMarker };

function clusterIcon(cluster: L.MarkerCluster) {
  const members = cluster.getAllChildMarkers() as TRankedMarker[];
  const worst = members.reduce((top, marker) => (marker.sunfleet.rank > top.sunfleet.rank ? marker : top));
  const size = members.length < 10 ? 32 : members.length < 100 ? 38 : 44;
  return L.divIcon({
    className: 'sunfleet-cluster',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${worst.sunfleet.color};color:#fff;font:600 13px sans-serif;border:3px solid rgba(255,255,255,.7)">${members.length}</span>`,
    iconSize: [size, size],
  });
}

/**
 * A Leaflet map with status-coloured markers, clustered when they crowd. Tiles come from the
 * configured URL; when they fail (no network) the map keeps a plain background and the markers.
 * `onPick` makes a click choose a location (shown by `picked`). Load lazily.
 */
export function MarkerMap({
  markers = [],
  picked,
  onPick,
  onMarkerClick,
  height = 480,
  testId,
}: {
  markers?: TMapMarker[];
  picked?: TLatLng | null;
  onPick?: (point: TLatLng) => void;
  onMarkerClick?: (id: string) => void;
  height?: number;
  testId?: string;
}) {
  const { mode } = useThemeMode();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const pickedMarker = useRef<L.Marker | null>(null);
  const handlers = useRef({ onPick, onMarkerClick });
  handlers.current = { onPick, onMarkerClick };

  useEffect(() => {
    if (!container.current) return;
    // A fixed zoom range: with no tile layer (no network) Leaflet's would be unbounded, and the
    // cluster index is built per zoom level.
    const instance = L.map(container.current, { worldCopyJump: true, minZoom: 1, maxZoom: 18 }).setView(
      [defaultCenter.lat, defaultCenter.lng],
      2,
    );
    if (webConfig.mapTileUrl) {
      const tiles = L.tileLayer(webConfig.mapTileUrl, {
        attribution: webConfig.mapTileAttribution,
        maxZoom: 18,
      });
      // One failed tile means no tile server: drop the layer rather than show broken squares.
      tiles.once('tileerror', () => tiles.remove());
      tiles.addTo(instance);
    }
    instance.on('click', (event: L.LeafletMouseEvent) =>
      handlers.current.onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    cluster.current = L.markerClusterGroup({ iconCreateFunction: clusterIcon, maxClusterRadius: 50 });
    cluster.current.addTo(instance);
    map.current = instance;
    const observer = new ResizeObserver(() => instance.invalidateSize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = cluster.current;
    if (!group || !map.current) return;
    group.clearLayers();
    const placed = markers.map((item) => {
      const marker = L.marker([item.lat, item.lng], { icon: dotIcon(item.color), title: item.title });
      (marker as TRankedMarker).sunfleet = item;
      marker.bindTooltip(item.title);
      marker.on('click', () => handlers.current.onMarkerClick?.(item.id));
      return marker;
    });
    group.addLayers(placed);
    if (placed.length > 0) map.current.fitBounds(group.getBounds(), { padding: [40, 40], maxZoom: 12 });
  }, [markers]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    pickedMarker.current?.remove();
    pickedMarker.current = null;
    if (!picked) return;
    pickedMarker.current = L.marker([picked.lat, picked.lng], { icon: dotIcon('#3b82f6') }).addTo(instance);
    instance.setView([picked.lat, picked.lng], Math.max(instance.getZoom(), 8));
  }, [picked]);

  return (
    <div
      ref={container}
      data-testid={testId}
      data-markers={markers.length}
      style={{ width: '100%', height, borderRadius: 8, background: surfaceOf(mode).map, zIndex: 0 }}
    />
  );
}
