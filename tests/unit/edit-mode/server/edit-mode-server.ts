import { createServer, request as httpRequest, type Server } from 'node:http';
import { listeningPort } from '../../../../scripts/support/listening-port.ts';
import type { PlannedEdit } from '../../../../src/edit-mode/engine/site-edits.ts';
import { editModeEndpoints, type EditModeOperations } from '../../../../src/edit-mode/server/endpoints.ts';
import type { EditModeChange } from '../../../../src/edit-mode/protocol.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** The fields of every answer of the endpoints (src/edit-mode/protocol.ts), each test expecting those of its own. */
interface Body {
  status?: string;
  message?: string;
  files?: string[];
  undoDepth?: number;
  path?: string;
  versions?: Record<string, string>;
  imagesFolder?: string;
  languages?: { label: string }[];
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Body;
}

export interface Asked {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON (with its content type) unless it is bytes already. */
  body?: unknown;
}

/**
 * The editor's endpoints on a real HTTP server, over a throwaway copy of the fixture site, with the
 * operations the test gives (the real ones by default). `plan` stands in for planChanges when set.
 */
export class EditModeServer {
  readonly site = new SiteCopy();
  readonly logged: string[] = [];
  plan: ((root: string, changes: EditModeChange[]) => PlannedEdit) | undefined;
  private server: Server | undefined;
  port = 0;

  constructor(
    private readonly operations: EditModeOperations,
    private readonly limits?: { json: { bytes: number; depth: number }; image: number },
  ) {}

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const operations = {
      ...this.operations,
      planChanges: (root: string, changes: EditModeChange[]) => (this.plan ?? this.operations.planChanges)(root, changes),
    };
    const endpoints = editModeEndpoints(this.site.root, operations, {
      log: (message) => this.logged.push(message),
      ...(this.limits ? { limits: this.limits } : {}),
    });
    this.server = createServer((request, response) => {
      endpoints(request, response, () => {
        response.statusCode = 418;
        response.end(JSON.stringify({ status: 'next' }));
      }).catch((error: unknown) => {
        response.statusCode = 599;
        response.end(JSON.stringify({ status: 'failed', message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = listeningPort(this.server);
    return this;
  }

  stop(): void {
    this.server?.close();
    this.site.remove();
  }

  /** Asks `path` as this server's own page would (same-origin, its own Host) unless `headers` say otherwise ('' leaves one out). */
  ask(path: string, { method = 'GET', headers = {}, body }: Asked = {}): Promise<Reply> {
    const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const typed = body !== undefined && !Buffer.isBuffer(body) ? { 'Content-Type': 'application/json' } : {};
    // A header set to '' is left out.
    const sent = Object.fromEntries(
      Object.entries({ Host: this.host, 'Sec-Fetch-Site': 'same-origin', ...typed, ...headers }).filter(([, value]) => value !== ''),
    );
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port: this.port, path, method, setHost: false, headers: sent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // Every answer is JSON: a text that is not fails the test here.
          resolve({ status: response.statusCode!, headers: response.headers, body: JSON.parse(text) as Body });
        });
      });
      request.on('error', reject);
      request.end(bytes);
    });
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    return this.ask(path, { method: 'POST', body, headers });
  }
}
