import type { CompiledSite } from '../../src/content/compile/compile-site.ts';
import { addBlockGallery, galleryPlaces } from './block-gallery.ts';
import { compileSiteFolder, renderBlockOfPageFile } from './render.tsx';
import { SiteCopy } from './site-copy.ts';

let gallery: CompiledSite | undefined;

/** The fixture site with the gallery of every block's example, compiled once per test file. */
export function galleryOutput(): CompiledSite {
  if (!gallery) {
    const copy = new SiteCopy();
    try {
      addBlockGallery(copy.root);
      gallery = compileSiteFolder(copy.root);
    } finally {
      copy.remove();
    }
  }
  return gallery;
}

/**
 * The example of block `type` (its folder's example.yaml) drawn in `language` as HTML, without a
 * browser, as the gallery page of the fixture site shows it: for a block folder's own test.
 */
export function renderBlockExample(type: string, language: string): string {
  const place = galleryPlaces().find((candidate) => candidate.type === type);
  if (!place) throw new Error(`Block "${type}" has no place in the gallery: it only shows on a collection page.`);
  return renderBlockOfPageFile(galleryOutput(), `${language}/${place.route}.json`, place.index);
}
