/** HTTP requests sent as written: no URL normalisation, any body bytes (fetch would tidy both). */
import { request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as is: `/api//x`, `/%61pi`, `/./` stay what they are. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function sendRaw(baseUrl: string, { method, path, headers = {}, body }: RawRequest) {
  const base = new URL(baseUrl);
  // Node sends a DELETE's body with neither length nor chunking: the server would read it as the
  // next request. A body's length is therefore always given (unless the caller framed it).
  const framed = Object.keys(headers).some((name) =>
    ['content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );
  if (body !== undefined && !framed) {
    headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  }
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
