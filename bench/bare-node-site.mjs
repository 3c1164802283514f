/**
 * The second reference of the site benchmark: a bare Node `http` server, the most a Node process
 * can do for a page it holds in memory. At start it asks our site server for each page (as wrk
 * asks: only a Host header) and then answers every request for that path with the same bytes:
 * the same header lines in the same order (Node adds Date, Connection and Keep-Alive to both) and
 * the same body, written with one `writeHead` of a ready-made header list and one `end`.
 *
 *   node bare-node-site.mjs <port> <our port> <host> <path>...
 *
 * Prints "ready" when it listens.
 */
import { createServer, get } from 'node:http';

const [port, sourcePort, host, ...paths] = process.argv.slice(2);
/** Header lines Node writes itself on every answer. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function fetchPage(path) {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port: Number(sourcePort), path, agent: false, headers: { host } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
          const headers = [];
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            if (!NODE_OWN.has(raw[i].toLowerCase())) headers.push(raw[i], raw[i + 1]);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      },
    ).on('error', reject);
  });
}

const answers = new Map();
for (const path of paths) answers.set(path, await fetchPage(path));

createServer((req, res) => {
  const answer = answers.get(req.url);
  if (answer === undefined) {
    res.writeHead(404, ['content-length', '0']);
    res.end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
