/**
 * A minimal client for Red Hat's yaml-language-server, the server behind VS Code's recommended YAML
 * extension: it starts the server over stdio, hands it the workspace's `.vscode/settings.json`, and
 * asks what the editor would show — completions, hovers and diagnostics — for files of this site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  ConfigurationRequest,
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  NotificationType0,
  type CompletionItem,
  type Diagnostic,
  type Position,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node.js';
import { isRecord } from '../../src/shared/guards.ts';

/**
 * The YAML extension announces that it shows the schema of each file; the server then tells it
 * when it has applied the settings it pulled, which is when its answers can be trusted.
 */
const supportSchemaSelection = new NotificationType0('yaml/supportSchemaSelection');
const settingsApplied = new NotificationType0('yaml/schema/store/initialized');

/** `.vscode/settings.json` as VS Code stores it: flat keys such as "yaml.schemas" and "[yaml]". */
type FlatSettings = Record<string, unknown>;

/** The sections the server asks for ("yaml", "[yaml]", "editor"), built from the flat settings file. */
function settingsSections(flat: FlatSettings): Record<string, Record<string, unknown>> {
  const sections: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith('[')) {
      sections[key] = { ...sections[key], ...(isRecord(value) ? value : {}) };
      continue;
    }
    const dot = key.indexOf('.');
    const section = key.slice(0, dot);
    sections[section] = { ...sections[section], [key.slice(dot + 1)]: value };
  }
  return sections;
}

function readWorkspaceSettings(root: string): FlatSettings {
  const settings: unknown = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8'));
  if (!isRecord(settings)) throw new Error(`${join(root, '.vscode/settings.json')} must hold one JSON object.`);
  return settings;
}

export class YamlLanguageClient {
  private readonly diagnosticsWaiting = new Map<string, (diagnostics: Diagnostic[]) => void>();
  private readonly diagnosticsReceived = new Map<string, Diagnostic[]>();

  private constructor(
    readonly root: string,
    private readonly server: ChildProcess,
    private readonly connection: ProtocolConnection,
  ) {
    connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
      const waiting = this.diagnosticsWaiting.get(uri);
      if (waiting) {
        this.diagnosticsWaiting.delete(uri);
        waiting(diagnostics);
      } else {
        this.diagnosticsReceived.set(uri, diagnostics);
      }
    });
  }

  /**
   * Starts a server for the workspace at `root` with the settings VS Code would read there. The
   * schema store is turned off: it lives on the internet, and every file of this site has its own schema.
   */
  static async start(root: string, settings: FlatSettings = readWorkspaceSettings(root)): Promise<YamlLanguageClient> {
    const serverScript = createRequire(import.meta.url).resolve('yaml-language-server/bin/yaml-language-server');
    const server = spawn(process.execPath, [serverScript, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
    const sections = settingsSections({ ...settings, 'yaml.schemaStore': { enable: false } });
    connection.onRequest(ConfigurationRequest.type, ({ items }) => items.map(({ section }) => (section ? (sections[section] ?? null) : null)));
    const configured = new Promise<void>((resolveConfigured) => connection.onNotification(settingsApplied, resolveConfigured));
    connection.listen();
    const client = new YamlLanguageClient(resolve(root), server, connection);
    const rootUri = pathToFileURL(client.root).href;
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      // oxlint-disable-next-line typescript/no-deprecated -- yaml-language-server 1.25 resolves relative schema paths from rootUri alone
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: {},
        },
      },
      initializationOptions: {},
    });
    await connection.sendNotification(supportSchemaSelection);
    // On this, the server pulls the settings.
    await connection.sendNotification(InitializedNotification.type, {});
    await configured;
    return client;
  }

  uri(file: string): string {
    return pathToFileURL(join(this.root, file)).href;
  }

  /** Opens `file` (relative to the workspace) with `text`, as if typed into a new editor tab. */
  async open(file: string, text: string): Promise<string> {
    const uri = this.uri(file);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return uri;
  }

  /** The diagnostics the server publishes for a document after it was opened. */
  diagnostics(uri: string): Promise<Diagnostic[]> {
    const received = this.diagnosticsReceived.get(uri);
    if (received) {
      this.diagnosticsReceived.delete(uri);
      return Promise.resolve(received);
    }
    return new Promise((resolveDiagnostics) => this.diagnosticsWaiting.set(uri, resolveDiagnostics));
  }

  async completion(uri: string, position: Position): Promise<CompletionItem[]> {
    const result = await this.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position });
    if (!result) return [];
    return Array.isArray(result) ? result : result.items;
  }

  /** The hover's text, or null when the server shows nothing there. */
  async hover(uri: string, position: Position): Promise<string | null> {
    const hover = await this.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
    if (!hover) return null;
    const { contents } = hover;
    if (typeof contents === 'string') return contents;
    if (Array.isArray(contents)) return contents.map((part) => (typeof part === 'string' ? part : part.value)).join('\n\n');
    return contents.value;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolveExit) => this.server.once('exit', resolveExit));
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    await exited;
    this.connection.dispose();
  }
}

/** Line and character (0-based, as LSP counts) of the end of the first occurrence of `marker` in `text`. */
export function positionAfter(text: string, marker: string): Position {
  const index = text.indexOf(marker);
  if (index < 0) throw new Error(`The document does not contain ${JSON.stringify(marker)}`);
  const lines = text.slice(0, index + marker.length).split('\n');
  return { line: lines.length - 1, character: lines.at(-1)!.length };
}

/** The documentation of a completion item, as text. */
export function documentationOf(item: CompletionItem): string {
  const { documentation } = item;
  if (!documentation) return '';
  return typeof documentation === 'string' ? documentation : documentation.value;
}
