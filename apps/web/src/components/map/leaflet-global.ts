import L from 'leaflet';

// leaflet.markercluster is a UMD bundle that extends the global `L`; this module runs first.
(globalThis as unknown as { L: typeof L }).L = L;

export { L };
