/**
 * Vite plugin that mounts the demo MCP server at `/mcp` (Streamable HTTP, both eras) and the upload
 * endpoint at `/upload`, on the dev server (`npm start`) and on `vite preview` (the e2e server), so the
 * host page and the server share one origin and need no CORS.
 */
import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  hostHeaderValidationResponse, localhostAllowedHostnames, localhostAllowedOrigins, originValidationResponse,
} from '@modelcontextprotocol/server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createDualEraEndpoint, sendWebResponse, toWebRequest } from './http.ts';
import { demoServerFactory } from './server.ts';
import { handleUpload } from './uploads.ts';
import { URL_STEP_PATH, UrlSteps } from './urlSteps.ts';

/** Path of the MCP endpoint on the page's origin. */
export const MCP_PATH = '/mcp';
/** Path of the upload endpoint on the page's origin. */
export const UPLOAD_PATH = '/upload';

/** The plugin. Add it to `plugins` in vite.config.ts. */
export function demoMcpServer(): Plugin {
  let endpoint: ReturnType<typeof createDualEraEndpoint> | undefined;
  let uploadDir = '';
  const urlSteps = new UrlSteps();
  function middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
    if (path !== MCP_PATH && path !== UPLOAD_PATH && path !== URL_STEP_PATH) return next();
    if (!endpoint) {
      uploadDir = mkdtempSync(join(tmpdir(), 'elicit-kit-uploads-'));
      endpoint = createDualEraEndpoint(demoServerFactory({ uploadDir, urlSteps }));
    }
    const serve = endpoint.fetch;
    void toWebRequest(req, res, `http://${req.headers.host ?? '127.0.0.1'}`)
      .then((request) => {
        // DNS-rebinding protection for a local server (the SDK's helpers): only localhost hosts/origins.
        const rejected = hostHeaderValidationResponse(request, localhostAllowedHostnames())
          ?? originValidationResponse(request, localhostAllowedOrigins());
        if (rejected) return rejected;
        // URL-mode steps link back to this same loopback origin (docs/behaviour.md §9).
        if (path === MCP_PATH) urlSteps.origin = new URL(request.url).origin;
        if (path === URL_STEP_PATH) return urlSteps.handlePage(request);
        return path === MCP_PATH ? serve(request) : handleUpload(request, uploadDir);
      })
      .then((response) => sendWebResponse(response, res))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
  }
  function printMcpUrl(server: ViteDevServer | PreviewServer): void {
    const printUrls = server.printUrls.bind(server);
    server.printUrls = () => {
      printUrls();
      for (const url of server.resolvedUrls?.local ?? []) {
        server.config.logger.info(`  ➜  MCP:     ${new URL(MCP_PATH, url).href}`);
      }
    };
  }
  return {
    name: 'elicit-kit-demo-mcp-server',
    configureServer(server) {
      server.middlewares.use(middleware);
      printMcpUrl(server);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      printMcpUrl(server);
    },
    async buildEnd() {
      await endpoint?.close();
    },
  };
}
