import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';
import { compileSiteFolder, readPage, renderBlockOfPageFile } from '../../../tests/support/render.tsx';
import { fixtureRoot } from '../../../tests/support/site-copy.ts';

/** The test site's video blocks, as its pages place them, drawn in `language`. */
const fixture = compileSiteFolder(fixtureRoot);
function fixtureVideo(route: string, language: string): string {
  const file = `${language}/${route}.json`;
  return renderBlockOfPageFile(
    fixture,
    file,
    readPage(fixture, file).blocks.findIndex((block) => block.type === 'video'),
  );
}

/** docs/BEHAVIOUR.md#videos: what the page holds before the visitor presses play. */
describe('the video block, before the visitor presses play', () => {
  it('shows the poster in a button named by the video, and no player: nothing of the video is requested', () => {
    const html = renderBlockExample('video', 'en');
    expect(html).toMatch(
      /<div class="video__frame"><button type="button" class="video__start"><img src="\/images\/video-poster.svg" alt="" width="1280" height="720" loading="lazy"[^>]*><span class="video__badge"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>Play video<span class="visually-hidden">: (<!-- -->)?A blue square crossing the screen<\/span><\/span><\/button><\/div>/s,
    );
    for (const html of [renderBlockExample('video', 'es'), fixtureVideo('about', 'en'), fixtureVideo('services', 'es')]) {
      expect(html).not.toMatch(/<(iframe|video|source|track)\b/);
      expect(html).not.toMatch(/youtube|vimeo\.com|\.webm|\.vtt/);
    }
  });

  it('names the heading as the video when it has no title of its own', () => {
    expect(fixtureVideo('about', 'es')).toMatch(/Reproducir vídeo<span class="visually-hidden">: (<!-- -->)?Nuestra oficina en dos minutos<\/span>/);
  });

  it('says what playing a video from YouTube or Vimeo sends them, and says nothing of the kind for a file of the site', () => {
    expect(fixtureVideo('about', 'en')).toContain(
      '<p class="video__note">Playing the video loads it from YouTube, which then receives your IP address and may set its own cookies.</p>',
    );
    expect(fixtureVideo('services', 'es')).toContain('<p class="video__note">Al reproducir el vídeo, se carga desde Vimeo, que recibe');
    expect(renderBlockExample('video', 'en')).not.toContain('video__note');
  });
});
