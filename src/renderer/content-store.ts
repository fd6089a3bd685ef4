import type { ComponentType } from 'react';
import type { BlockLoaders, BlockPosition } from './block-props.ts';
import { pageDataFile, shellFile, type Block, type BlockType, type PageData, type ShellData, type Texts } from '../shared/content.ts';
import { isRecord } from '../shared/guards.ts';
import { reloadOnce } from './deployment.ts';
import type { RouteFiles } from '../routing/resolve-route.ts';
import { drawnByCodeAtFirst } from './first-load-code.ts';
import { track, type Resource } from './resource.ts';

export type BlockComponent = ComponentType<{ block: Block } & BlockPosition>;

/** Everything one page needs in one language, all arrived: its data, its texts and its blocks' code. */
export interface LoadedPage {
  data: PageData;
  /** The shell's texts and the page's own. */
  texts: [shell: Texts, page: Texts];
  /**
   * The blocks drawn as the build prerendered them, by their index on the page: on the page the
   * document was prerendered with, those that draw markup and links only, and those whose code acts
   * below the first screen, until the visitor reaches them. Their code is not loaded with the page
   * (docs/PERFORMANCE.md#blocks-drawn-once). Empty on every other page.
   */
  prerendered: ReadonlyMap<number, KeptBlock>;
}

/** A block kept as the build prerendered it. */
export interface KeptBlock {
  markup: string;
  /** Its code acts once drawn: it is fetched, and draws the block, when the visitor reaches it. */
  acts: boolean;
}

/** The page the document holds as the build prerendered it: the markup of each of its blocks, by index. */
interface PrerenderedPage {
  key: string;
  blocks: ReadonlyMap<number, string>;
  /** The block types whose code acts once drawn (src/blocks/interactive-blocks.ts): on the first screen, never drawn from markup. */
  interactive: ReadonlySet<BlockType>;
}

/** The network failed, or answered with an error that is not "this page does not exist". */
export class ContentLoadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(status === 0 ? `Network error loading ${url}` : `HTTP ${status} loading ${url}`);
    this.name = 'ContentLoadError';
  }
}

/**
 * Loads what pages are made of: the compiled content of one deployment (`baseUrl`) and the blocks'
 * code. One cache holds every file and chunk asked for, arrived or still on its way, so each is
 * requested once however many pages or renders need it. A failure stays until `retry()`, so a
 * render that meets it shows the error instead of asking again at every render.
 */
export class ContentStore {
  private resources = new Map<string, Resource<unknown>>();
  /** Every page asked for, by its key among the resources: what reload() loads again. */
  private readonly pages = new Map<string, [language: string, files: RouteFiles]>();
  private prerendered: PrerenderedPage | undefined;

  constructor(
    private readonly baseUrl: string,
    /**
     * The code of every block type (the app gives the block registry: the renderer knows no block of
     * its own), or how to fetch it: it is then fetched with the first page that draws a block by its code.
     */
    private readonly blocks: BlockLoaders | (() => Promise<BlockLoaders>),
    private readonly fetcher: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
  ) {}

  /**
   * The page `files` name, in `language`: the shell's texts, the page's data (its fallback's when the
   * file does not exist) and the code of every block it draws (not of those kept as prerendered:
   * keepPrerendered).
   */
  page(language: string, files: RouteFiles): Resource<LoadedPage> {
    const key = pageKey(language, files);
    this.pages.set(key, [language, files]);
    return this.resource(key, () => this.loadPage(key, language, files));
  }

  /**
   * The document holds page `files` in `language` as the build prerendered it, each block's markup
   * in `blocks` by index: its blocks that are not `interactive`, and those below its first screen,
   * are drawn from that markup, and their code is not loaded with it. Call before asking for that page. The markup is the content
   * of this deployment: a store loaded again (reload()) forgets it.
   */
  keepPrerendered(language: string, files: RouteFiles, blocks: ReadonlyMap<number, string>, interactive: ReadonlySet<BlockType>): void {
    this.prerendered = { key: pageKey(language, files), blocks, interactive };
  }

  /** The shell's texts in `language` (header, menu, footer, the controls' labels). */
  shell(language: string): Resource<ShellData> {
    return this.resource(`shell:${language}`, async () => {
      const shell = await this.file(`${language}/${shellFile}`, isShellData);
      if (!shell) throw new ContentLoadError(`${this.baseUrl}/${language}/${shellFile}`, 404);
      return shell;
    });
  }

  /** The component that draws blocks of `type` (each block type is its own chunk). */
  block(type: BlockType): Resource<BlockComponent> {
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- each type's loader draws blocks of that type, a pairing TypeScript cannot follow through the union
    return this.resource(`block:${type}`, async () => (await this.registry())[type]() as Promise<BlockComponent>);
  }

  private registry(): Promise<BlockLoaders> {
    const blocks = this.blocks;
    return typeof blocks === 'function' ? this.resource('registry', blocks) : Promise.resolve(blocks);
  }

  /**
   * The development server changed the content: loads again every page asked for so far, the
   * blocks' code kept, while the pages on screen stay as they are. Resolves once all have arrived
   * (or failed) to `show`, which puts them in the store at once: the next render draws them.
   */
  async reload(): Promise<{ show: () => void }> {
    const next = new ContentStore(this.baseUrl, this.blocks, this.fetcher);
    for (const [key, resource] of this.resources) if (key.startsWith('block:')) next.resources.set(key, resource);
    const pages = [...this.pages.values()].map(([language, files]) => next.page(language, files));
    await Promise.allSettled(pages);
    return { show: () => (this.resources = next.resources) };
  }

  /** Forgets every failure and every missing file, so the next request asks the network again. */
  retry(): void {
    for (const [key, resource] of this.resources) {
      if (resource.status === 'rejected' || (resource.status === 'fulfilled' && resource.value === null)) this.resources.delete(key);
    }
  }

  private async loadPage(key: string, language: string, files: RouteFiles): Promise<LoadedPage> {
    try {
      const [shell, { data, found }] = await Promise.all([this.shell(language), this.pageData(language, files)]);
      if (!found && (await this.reloadIfRedeployed(language))) return await reloading();
      const prerendered = this.prerenderedBlocks(key, data);
      const drawn = data.blocks.filter((_, index) => !prerendered.has(index));
      await Promise.all([...new Set(drawn.map((block) => block.type))].map((type) => this.block(type)));
      return { data, texts: [shell.texts, data.texts], prerendered };
    } catch (error) {
      // A page or block chunk of an older deployment is gone: reload. Offline: the caller offers a retry.
      if (await this.reloadIfRedeployed(language)) return reloading();
      throw error;
    }
  }

  /** Of the page at `key`, each block drawn as prerendered (keepPrerendered). */
  private prerenderedBlocks(key: string, { blocks, firstScreenBlocks }: PageData): Map<number, KeptBlock> {
    const drawn = new Map<number, KeptBlock>();
    const kept = this.prerendered;
    if (kept?.key !== key) return drawn;
    blocks.forEach((block, index) => {
      const markup = kept.blocks.get(index);
      if (markup !== undefined && !drawnByCodeAtFirst(block.type, index, firstScreenBlocks, kept.interactive))
        drawn.set(index, { markup, acts: kept.interactive.has(block.type) });
    });
    return drawn;
  }

  /**
   * The page at `file`, or at `fallback` when `file` does not exist or holds another route's page:
   * a host that ignores letter case answers `About-us.json` with `about-us.json`, and routes are
   * case-sensitive on every host (docs/BEHAVIOUR.md#routes).
   */
  private async pageData(language: string, { file, fallback }: RouteFiles): Promise<{ data: PageData; found: boolean }> {
    const data = await this.file(`${language}/${file}`, isPageData);
    if (data && pageDataFile(data.route) === file) return { data, found: true };
    const substitute = await this.file(`${language}/${fallback}`, isPageData);
    if (!substitute) throw new ContentLoadError(`${this.baseUrl}/${language}/${fallback}`, 404);
    return { data: substitute, found: false };
  }

  /**
   * After a new deployment this version's hashed folder may be gone, and a missing page or chunk
   * then means "reload", not "not found". Reloads once per version (then the caller shows the
   * error and its retry); true while the reload is under way.
   */
  private async reloadIfRedeployed(language: string): Promise<boolean> {
    return !(await this.isCurrent(language)) && reloadOnce(this.baseUrl);
  }

  private async isCurrent(language: string): Promise<boolean> {
    try {
      const response = await this.fetcher(`${this.baseUrl}/${language}/${shellFile}`, { cache: 'no-store' });
      return response.ok && isJson(response);
    } catch {
      // Offline is not a new deployment.
      return true;
    }
  }

  /**
   * A content file, or null if it does not exist: static hosts answer unknown paths with their HTML
   * page, and anything that is not a content file of this shape counts as missing.
   */
  private file<T>(path: string, isContent: (value: unknown) => value is T): Resource<T | null> {
    return this.resource(`file:${path}`, async () => {
      const url = `${this.baseUrl}/${path}`;
      let response: Response;
      try {
        response = await this.fetcher(url);
      } catch {
        throw new ContentLoadError(url, 0);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new ContentLoadError(url, response.status);
      if (!isJson(response)) return null;
      const content: unknown = await response.json();
      return isContent(content) ? content : null;
    });
  }

  private resource<T>(key: string, load: () => Promise<T>): Resource<T> {
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- every key names one kind of file or chunk, so one T (page:, shell:, block:, registry, file:<path>)
    let resource = this.resources.get(key) as Resource<T> | undefined;
    if (!resource) {
      resource = track(load());
      this.resources.set(key, resource);
    }
    return resource;
  }
}

function pageKey(language: string, files: RouteFiles): string {
  return `page:${language}/${files.file}|${files.fallback}`;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

/** While the page reloads there is nothing new to show: the page on screen stays. */
function reloading(): Promise<never> {
  return new Promise(() => {});
}

/**
 * The build checked every content file against the schemas: these tell one of its files from
 * anything else a host may answer (an error as JSON, a file of an older format).
 */
function isShellData(value: unknown): value is ShellData {
  return isRecord(value) && isRecord(value.texts);
}

function isPageData(value: unknown): value is PageData {
  return (
    isRecord(value) &&
    typeof value.route === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.breadcrumb) &&
    Array.isArray(value.blocks) &&
    isRecord(value.texts) &&
    isRecord(value.images)
  );
}
