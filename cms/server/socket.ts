import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Refuses an upgrade request that Node handed over as a bare socket (there is no response object
 * to write to): a plain HTTP answer saying why, then the socket is closed.
 */
export function refuseOnSocket(socket: Duplex, status: number, message?: string): void {
  const reason = STATUS_CODES[status] ?? 'Refused';
  const text = `${message ?? reason}\n`;
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
