import type { PageData, ShellData } from '../shared/content.ts';

/** The network failed, or answered with an error that is not "this page does not exist". */
export class ContentLoadError extends Error {
  constructor(readonly url: string, readonly status: number) {
    super(status === 0 ? `Network error loading ${url}` : `HTTP ${status} loading ${url}`);
    this.name = 'ContentLoadError';
  }
}

/**
 * Fetches compiled content once per file and language. A missing file resolves to null; static
 * hosts answer unknown paths with their HTML fallback page, so anything that is not JSON counts as missing.
 */
export class ContentStore {
  private readonly cache = new Map<string, Promise<unknown>>();
  /** What has arrived (null: the file does not exist), so a page already fetched renders at once. */
  private readonly arrived = new Map<string, unknown>();

  constructor(
    private readonly baseUrl: string,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  shell(language: string): Promise<ShellData> {
    return this.load<ShellData>(`${language}/_shell.json`).then((shell) => {
      if (!shell) throw new ContentLoadError(`${language}/_shell.json`, 404);
      return shell;
    });
  }

  /** The page at `file`, or at `fallback` when `file` does not exist. */
  async page(language: string, file: string, fallback: string): Promise<{ data: PageData; found: boolean }> {
    const data = await this.load<PageData>(`${language}/${file}`);
    if (data) return { data, found: true };
    const substitute = await this.load<PageData>(`${language}/${fallback}`);
    if (!substitute) throw new ContentLoadError(`${language}/${fallback}`, 404);
    return { data: substitute, found: false };
  }

  /** The page at `file` (or its fallback) if it has already arrived, else null. */
  pageIfLoaded(language: string, file: string, fallback: string): { data: PageData; found: boolean } | null {
    const data = this.arrived.get(`${language}/${file}`) as PageData | null | undefined;
    if (data) return { data, found: true };
    if (data === undefined) return null;
    const substitute = this.arrived.get(`${language}/${fallback}`) as PageData | undefined;
    return substitute ? { data: substitute, found: false } : null;
  }

  /**
   * Whether this version of the content is still deployed. After a new deployment the old hashed
   * folder may be gone, and a missing page then means "reload", not "not found".
   */
  async isCurrent(language: string): Promise<boolean> {
    try {
      const response = await this.fetcher(`${this.baseUrl}/${language}/_shell.json`, { cache: 'no-store' });
      return response.ok && (response.headers.get('content-type') ?? '').includes('json');
    } catch {
      // Offline is not a new deployment.
      return true;
    }
  }

  private load<T>(path: string): Promise<T | null> {
    let pending = this.cache.get(path) as Promise<T | null> | undefined;
    if (!pending) {
      pending = this.request<T>(path);
      // Neither a failure nor a missing file may stick: a retry, or a later deployment, must be asked again.
      pending.then(
        (data) => {
          this.arrived.set(path, data);
          if (data === null) this.cache.delete(path);
        },
        () => this.cache.delete(path),
      );
      this.cache.set(path, pending);
    }
    return pending;
  }

  private async request<T>(path: string): Promise<T | null> {
    const url = `${this.baseUrl}/${path}`;
    let response: Response;
    try {
      response = await this.fetcher(url);
    } catch {
      throw new ContentLoadError(url, 0);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ContentLoadError(url, response.status);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
    return (await response.json()) as T;
  }
}
