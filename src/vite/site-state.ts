import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLogger, type Logger } from 'vite';
import type { ImageCopy } from '../dev-server/image-endpoint.ts';
import type { DevSourceMap } from '../shared/dev-server.ts';
import { variantFormats } from '../shared/image-variants.ts';
import {
  brandOf,
  type CheckedSite,
  checkSite,
  compileChecked,
  compileForDevServerWithPlaceholders,
  type DevCompile,
  isError,
  isSchemaFile,
  type Photo,
  photosShown,
  PhotoVariants,
  type PipelineResult,
  variantsFolder,
  variantsOf,
  variantWidths,
} from '../content/pipeline.ts';
import type { EditModeOptions } from '../edit-mode/server/mount.ts';
import { buildSourceMap } from '../edit-mode/server/source-map.ts';
import { recolourDrawing } from '../styles/drawing-colours.ts';

/** Folders and files of a site folder whose edits change the site (a missing video is a content mistake, as a missing image is). */
export const contentEntries = ['site.yaml', 'pages', 'locales', 'public/images', 'public/media'];

export interface SitePluginOptions {
  /**
   * The folder holding site.yaml, pages/, locales/, public/images/ and public/media/. Defaults to the project
   * itself; tests point it at a fixture site.
   */
  siteDir?: string;
  /** The team's editing server's hooks and guard for edit mode's endpoints (src/editing-server/); `npm start` has none. */
  editMode?: EditModeOptions;
}

/** A build's content: compiled with the placeholders of its photos, whose copies it ships. */
type BuildResult = PipelineResult & { photos: Photo[] };

/**
 * What the site's plugins know of it between Vite's calls: where it is, whether this is a build or
 * the development server, and the content as last checked, checked again after an edit.
 */
export class SiteState {
  root = process.cwd();
  siteRoot: string;
  command: 'serve' | 'build' = 'serve';
  logger: Logger = createLogger();
  logProblems: (dev: DevCompile) => void = () => {};
  private result: Promise<BuildResult | DevCompile> | undefined;
  private variants: PhotoVariants | undefined;
  /** The content file saved last, relative to the site folder: where to look should the check itself fail. */
  private lastSaved: string | undefined;
  private readonly sourceMaps = new WeakMap<DevCompile, DevSourceMap>();
  private readonly copies = new WeakMap<CheckedSite, Map<string, Photo>>();

  constructor(readonly siteDir: string | undefined) {
    this.siteRoot = siteDir ?? this.root;
  }

  /** The content as last checked, checked now if it changed since. */
  current(): Promise<BuildResult | DevCompile> {
    return (this.result ??= this.command === 'build' ? this.build() : this.serve());
  }

  /** The content as last checked, without checking it now: undefined once it changed, until asked for again. */
  lastChecked(): Promise<BuildResult | DevCompile> | undefined {
    return this.result;
  }

  /** The photos' copies and placeholders, kept in the project's node_modules/.cache (docs/PERFORMANCE.md#images). */
  photoVariants(): PhotoVariants {
    return (this.variants ??= new PhotoVariants(join(this.root, 'node_modules/.cache/site-images')));
  }

  /** The build refuses any error; with none, it makes every copy of every photo before compiling. */
  private async build(): Promise<BuildResult> {
    const checked = checkSite(this.siteRoot);
    if (checked.problems.some(isError)) return { ...compileChecked(checked), photos: [] };
    const photos = photosShown(checked.content, checked.imageSizes, checked.textImages);
    const variants = this.photoVariants();
    const [started, runsBefore] = [performance.now(), variants.sharpRuns];
    const placeholders = await variants.prepareAll(photos);
    variants.prune(photos);
    const made = variants.sharpRuns - runsBefore;
    this.logger.info(
      `Photos: ${photos.length}, resized ${made === 0 ? 'from the cache' : `(${made} runs of sharp)`} in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
    );
    return { ...compileChecked(checked, { placeholders }), photos };
  }

  /** The development server shows what it can; the photos' copies are made as pages ask for them, their placeholders now. */
  private async serve(): Promise<DevCompile> {
    const dev = await compileForDevServerWithPlaceholders(this.siteRoot, this.lastSaved, (checked) =>
      this.photoVariants().placeholders(photosShown(checked.content, checked.imageSizes, checked.textImages), (error) =>
        this.logger.warn(error instanceof Error ? error.message : String(error), { timestamp: true }),
      ),
    );
    this.logProblems(dev);
    return dev;
  }

  /** The development server's view of the content (the plugin serves nothing of it in a build). */
  async devCompile(): Promise<DevCompile> {
    const compiled = await this.current();
    if (!('report' in compiled)) throw new Error('The content check for the development server ran in a build.');
    return compiled;
  }

  /** Whether a page has asked where the texts are written (edit mode): each edit's news is then followed by it. */
  sourcesAsked = false;

  /** Made when edit mode first asks for it after an edit: it looks up the position of every text. */
  async sourceMap(): Promise<DevSourceMap> {
    this.sourcesAsked = true;
    const dev = await this.devCompile();
    let map = this.sourceMaps.get(dev);
    if (map === undefined) {
      map = dev.checked ? buildSourceMap(this.siteRoot, dev.checked) : { root: this.siteRoot, texts: {}, siteUses: {}, pages: {} };
      this.sourceMaps.set(dev, map);
    }
    return map;
  }

  /**
   * The copy a file name under assets/images/ names, made now if it was not yet: only a width and
   * a format the page data lists for a photo of the site, never any other file.
   */
  async imageCopy(name: string): Promise<ImageCopy | undefined> {
    const { checked } = await this.devCompile();
    const [, base, width, extension] = /^(.+)-(\d+)\.(\w+)$/.exec(name) ?? [];
    const format = variantFormats.find((known) => known === extension);
    if (!checked || !base || !width || !format) return undefined;
    let photos = this.copies.get(checked);
    if (!photos) {
      const shown = photosShown(checked.content, checked.imageSizes, checked.textImages);
      photos = new Map(shown.map((photo) => [variantsOf(photo.src, photo.facts)!.base, photo]));
      this.copies.set(checked, photos);
    }
    const photo = photos.get(`${variantsFolder}/${base}`);
    if (!photo || !variantWidths(photo.facts.width).includes(Number(width))) return undefined;
    return { file: await this.photoVariants().copy(photo, Number(width), format), type: `image/${format}` };
  }

  isContentFile(file: string): boolean {
    // The schemas decide what is valid, so their edits count too.
    if (isSchemaFile(file)) return true;
    const path = relative(this.siteRoot, file).split('\\').join('/');
    // Edit mode writes through hidden temporary files (`.about.yaml.<id>.tmp`), renamed over
    // the file at once: only that rename is an edit (docs/BEHAVIOUR.md#editing-on-the-page).
    if (path.split('/').some((part) => part.startsWith('.'))) return false;
    return contentEntries.some((entry) => path === entry || path.startsWith(`${entry}/`));
  }

  /** Forgets the checked content after `file` changed; the next request checks it again. */
  changed(file: string): void {
    this.result = undefined;
    if (this.command === 'serve' && !isSchemaFile(file)) this.lastSaved = relative(this.siteRoot, file).split('\\').join('/');
  }

  /** A site folder other than the project brings its own public files (its images), served over the project's. */
  ownPublicFiles(): Map<string, string> {
    return this.siteRoot === this.root ? new Map<string, string>() : listFiles(join(this.siteRoot, 'public'));
  }

  /** The site's public files: its own folder's, or the project's. */
  publicFiles(): Map<string, string> {
    return listFiles(join(this.siteRoot, 'public'));
  }

  /**
   * The drawing `name` of the site's public files (its own, else the project's) in the brand's
   * colours, when they change it (docs/BEHAVIOUR.md#brand); undefined for any other file.
   */
  async drawing(name: string): Promise<string | undefined> {
    if (!name.toLowerCase().endsWith('.svg')) return undefined;
    // Looked up by its exact name among the files that exist: no address leaves the folder.
    const file = this.publicFiles().get(name);
    if (!file) return undefined;
    const svg = readFileSync(file, 'utf8');
    const drawn = recolourDrawing(svg, ((await this.current()).compiled?.brand ?? brandOf(undefined)).colours);
    return drawn === svg ? undefined : drawn;
  }
}

/** Every file under `dir`, by its path relative to it (forward slashes). */
function listFiles(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'), join(entry.parentPath, entry.name)]));
}
