import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface ServedBuild {
  url: string;
  close: () => void;
}

/**
 * Serves a production build on 127.0.0.1 the way `docusaurus serve` does
 * (same serve-handler options: clean URLs, no trailing slash, the 404 page),
 * plus gzip, which every production static host applies and `docusaurus serve`
 * lacks: without it, page-weight and Lighthouse figures would price raw bytes.
 */
export async function serveBuild(buildDir: string): Promise<ServedBuild> {
  const compress = compression();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req as never, res as never, () => {
      serveHandler(req, res, {public: buildDir, cleanUrls: true, trailingSlash: false, directoryListing: false}).catch(
        (error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
