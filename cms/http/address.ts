import type { IncomingMessage } from 'node:http';

/**
 * The client's address, for the login and leads limits: the socket's, or behind a trusted proxy
 * the last entry of `X-Forwarded-For` (the one that proxy wrote; earlier ones are the client's
 * say, which anyone can forge).
 */
export const clientAddress =
  (trustProxy: boolean) =>
  (req: IncomingMessage): string => {
    const socket = req.socket.remoteAddress ?? '';
    if (!trustProxy) return socket;
    const header = req.headers['x-forwarded-for'];
    const list = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    return list[list.length - 1]?.trim().slice(0, 64) || socket;
  };
