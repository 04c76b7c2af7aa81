/**
 * GET a URL one request after another on one keep-alive connection for some seconds, and print
 * the latencies' median and p99 in milliseconds as JSON. autocannon records whole milliseconds,
 * too coarse for a request alone; this runs in a process of its own, as autocannon does.
 *
 *   node --import tsx sequential-get.ts <url> <seconds> '<headers as JSON>'
 */
import { Agent, request } from 'node:http';
import { percentile } from './percentile.ts';

const [url = '', seconds = '5', headersJson = '{}'] = process.argv.slice(2);
const headers = JSON.parse(headersJson) as Record<string, string>;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(url, { agent, headers }, (reply) => {
      reply.on('data', () => {});
      reply.on('end', () => {
        if (reply.statusCode !== 200) reject(new Error(`${url}: HTTP ${reply.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    })
      .on('error', reject)
      .end();
  });
}

const latencies: number[] = [];
const until = performance.now() + Number(seconds) * 1_000;
while (performance.now() < until) latencies.push(await get());
agent.destroy();
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    count: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }),
);
