import {type IncomingHttpHeaders, request} from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: still compressed when the server compressed it. */
  body: Buffer;
}

/** One GET, no redirect followed, no decompression, no Accept-Encoding unless given. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
