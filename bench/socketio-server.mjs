// The comparison: a plain Socket.IO server that broadcasts one payload to every client on request.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const httpServer = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/broadcast') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      io.emit('diff', JSON.parse(body));
      response.end('{}');
    });
    return;
  }
  response.end('ok');
});
const io = new Server(httpServer, { transports: ['websocket'], serveClient: false });
httpServer.listen(port, '127.0.0.1');
process.on('SIGTERM', () => io.close(() => process.exit(0)));
