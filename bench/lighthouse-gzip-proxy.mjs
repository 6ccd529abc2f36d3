// A gzip-compressing reverse proxy for bench/lighthouse.sh --gzip: it shows what the scores
// would be if the server compressed its responses (it does not yet). Usage:
//   node bench/lighthouse-gzip-proxy.mjs LISTEN_PORT UPSTREAM_URL
import http from 'node:http';
import zlib from 'node:zlib';

const [port, upstream] = process.argv.slice(2);
const target = new URL(upstream);
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

http
  .createServer((req, res) => {
    const headers = { ...req.headers, host: target.host };
    delete headers['accept-encoding'];
    const proxied = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (upstreamRes) => {
        const type = String(upstreamRes.headers['content-type'] ?? '');
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && compressible.test(type);
        const out = { ...upstreamRes.headers };
        if (gzip) {
          delete out['content-length'];
          out['content-encoding'] = 'gzip';
          out.vary = 'accept-encoding';
        }
        res.writeHead(upstreamRes.statusCode ?? 502, out);
        if (gzip) upstreamRes.pipe(zlib.createGzip({ level: 6 })).pipe(res);
        else upstreamRes.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  })
  .listen(Number(port), '127.0.0.1');
