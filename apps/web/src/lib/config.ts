import { z } from 'zod';

/**
 * Build-time settings of the web app (Vite `VITE_*` variables). A bad value stops start-up with
 * the list of what is wrong, so a misconfigured build never half-works.
 */
const ZWebConfig = z.object({
  /** Map tiles as a Leaflet URL template; empty = no tiles, markers on a plain background. */
  VITE_MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  VITE_MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
});

function parseConfig() {
  const result = ZWebConfig.safeParse(import.meta.env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
}

const parsed = parseConfig();

export const webConfig = {
  mapTileUrl: parsed.VITE_MAP_TILE_URL,
  mapTileAttribution: parsed.VITE_MAP_TILE_ATTRIBUTION,
};
