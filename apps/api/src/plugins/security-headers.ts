import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Browser hardening on every answer — the web app, the api, /api/docs and uploaded files — by
 * @fastify/helmet, with a Content-Security-Policy the built app runs under:
 * - scripts only from this origin (Vite bundles everything; the swagger UI loads its own files);
 * - inline styles allowed: antd's CSS-in-JS, ECharts and Leaflet write `style` at run time;
 * - images from any https origin besides this one: map tiles come from a host chosen when the web
 *   app is built (VITE_MAP_TILE_URL, OpenStreetMap by default) that the api cannot know;
 * - never framed (clickjacking), no plugins, forms and `<base>` only to this origin.
 * The referrer keeps the origin across origins: OpenStreetMap's tile policy asks for it.
 * Decisions in docs/adr/0014-browser-hardening-headers.md.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Plain-http installs (a plant's LAN, the e2e run) must keep loading their own files.
          upgradeInsecureRequests: null,
        },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // What an api route answers is the caller's own data: no browser or proxy may keep it.
    app.addHook('onSend', async (request, reply) => {
      const { access, permission } = request.routeOptions.config;
      const isApiRoute = access !== undefined || permission !== undefined;
      if (isApiRoute && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
