// The baseline: plain node:http answering every request with the same bytes as the app's response.
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, contentType = 'application/json', port = '0'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: bare-server <body-file> [content-type] [port]');
const body = fs.readFileSync(bodyFile);

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
