import { describe, expect, it } from 'vitest';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import { galleryOutput } from '../support/block-example.tsx';
import { headingsOfLevelOne, pageFiles, readPage, renderBlockOfPageFile } from '../support/render.tsx';

/**
 * The content check knows which blocks draw a page's <h1> from `drawsPageHeading` in their schemas
 * (src/content/checks/headings.ts). Each block type, as the fixture site shows it (with the gallery of
 * every block's example, so a new block folder is here too), is rendered alone here: it draws one <h1>
 * exactly when its schema says so.
 */
const fixture = galleryOutput();
const schemas = projectSchemas();

/** Where the fixture shows each block type first: a compiled page file and the block's place in it. */
const samples = new Map<string, { name: string; index: number }>();
for (const name of pageFiles(fixture).filter((file) => file.startsWith('en/'))) {
  readPage(fixture, name).blocks.forEach((block, index) => {
    if (!samples.has(block.type)) samples.set(block.type, { name, index });
  });
}

describe('the blocks that draw the main heading of a page', () => {
  it.each(schemas.blockTypes())('%s draws an <h1> exactly when its schema says it draws the main heading', (type) => {
    const sample = samples.get(type);
    expect(sample, `the fixture site shows a "${type}" block`).toBeDefined();
    const html = renderBlockOfPageFile(fixture, sample!.name, sample!.index);
    expect(headingsOfLevelOne(html)).toBe(schemas.pageHeadingBlocks().includes(type) ? 1 : 0);
  });
});
