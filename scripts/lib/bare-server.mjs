// The benchmark's yardstick: a bare node:http server that reads each request and answers the bytes
// in the file named by argv[2] with the given content type. It prints its port once listening.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.argv[2]);
const contentType = process.argv[3] ?? 'application/json; charset=utf-8';

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
