import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A firmware image on a plain HTTP server on loopback, answering `Range` as the api's download
 * does (ADR 0046): what a simulated gateway's upgrade fetches in the simulator's own tests.
 */
export async function serveImage(
  image: Buffer,
): Promise<{ url: string; sha256: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const match = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    response.writeHead(match ? 206 : 200, { 'content-type': 'application/octet-stream' });
    response.end(image.subarray(start));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/image.bin`,
    sha256: createHash('sha256').update(image).digest('hex'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
