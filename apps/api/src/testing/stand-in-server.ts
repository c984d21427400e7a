import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The user and password of a request's Basic authorization ('' where absent). */
export function basicCredentials(request: IncomingMessage): [string, string] {
  const [user = '', password = ''] = Buffer.from(
    (request.headers.authorization ?? '').replace(/^Basic /, ''),
    'base64',
  )
    .toString()
    .split(':');
  return [user, password];
}

/**
 * A local HTTP server standing in for a provider we do not own (Twilio, Tango Card): `handle`
 * gets each request with its whole body. A response it `hold`s is never answered (the client's
 * timeout decides) and is dropped on `close`.
 */
export async function startStandInServer(
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
) {
  const held = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hold: (response: ServerResponse) => void held.add(response),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
