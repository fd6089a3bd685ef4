import type { Server } from 'node:net';

/** The TCP port `server` listens on, once listening; a server on a pipe or not yet listening is a bug. */
export function listeningPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`The server listens on ${address ?? 'nothing yet'}, not on a TCP port.`);
  return address.port;
}
