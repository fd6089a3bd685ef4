import { expect, type Locator } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** Where each host's player comes from, as the page must frame it. */
const players = {
  youtube: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?`,
  vimeo: (id: string) => `https://player.vimeo.com/video/${id}?`,
};
/** `text` as a regular expression that matches it as it is. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the page asks of YouTube or Vimeo, players, pictures and scripts alike. */
const videoHosts = /^https:\/\/([^/]*\.)?(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;

/**
 * docs/BEHAVIOUR.md#videos: until the visitor presses play, the poster and a play button named by
 * the video's title stand in the video's place, and nothing of the video has been requested (of
 * YouTube or Vimeo, nothing at all); a video from them says what playing sends them. Pressing play
 * (with the keyboard here) puts the player there, focused: the host's in a frame named by the title,
 * which the Content-Security-Policy lets load; or the file in the browser's own player, with a
 * captions track per language, the one of the page on at first.
 */
export const check: BlockCheck<'video'> = async ({ element, block, site }) => {
  const page = element.page();
  const language = await page.evaluate(() => document.documentElement.lang);
  const title = site.text(language, block.title ?? block.heading);
  const files = block.source === 'file' ? [block.video, ...(block.captions ?? []).map((captions) => captions.file)] : [];
  const requested = async () =>
    (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).filter(
      (address) => videoHosts.test(address) || files.some((file) => address.endsWith(`/${file}`)),
    );

  await expect(element.locator('iframe, video')).toHaveCount(0);
  expect(await requested(), 'requests for the video before the visitor presses play').toEqual([]);
  // The visible label, then the title for screen readers only (Chromium reads a space between the two).
  const start = element.getByRole('button', { name: new RegExp(`^${escaped(site.text(language, 'common.video.play'))} ?: ${escaped(title)}$`) });
  await expect(start.locator('img')).toHaveAttribute('src', new RegExp(`/${block.poster}$`));
  const frame = await element.locator('.video__frame').boundingBox();
  expect(frame && Math.abs(frame.width / frame.height - 16 / 9) < 0.01, "the video's place is kept at 16:9 from the start").toBe(true);
  const note = site.text(language, 'common.video.consent');
  if (block.source === 'file') await expect(element.getByText(note.split('{{host}}')[0]!)).toHaveCount(0);
  else await expect(element.locator('.video__note')).toHaveText(note.replaceAll('{{host}}', block.source === 'youtube' ? 'YouTube' : 'Vimeo'));

  // Play pressed once the app has taken the page over: a press before the code has arrived is the
  // boot script's to hold and replay (tests/e2e/early-input.spec.ts), and this checks the player.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  if (block.source === 'file') return checkFilePlayer(element, start, block, title, language);
  const player = players[block.source](block.video);
  // A stand-in for the host's player: the network is not the site's to test, the policy that lets it in is.
  const standIn = `${new URL(player).origin}/**`;
  await page.route(standIn, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Stand-in player</p>' }));
  try {
    await start.press('Enter');
    const iframe = element.locator('iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${escaped(player)}`));
    await expect(iframe).toHaveAttribute('title', title);
    await expect(iframe).toBeFocused();
    await expect(element.frameLocator('iframe').locator('p')).toHaveText('Stand-in player');
    await expect(element.locator('.video__note')).toHaveCount(0);
  } finally {
    await page.unroute(standIn);
  }
};

async function checkFilePlayer(element: Locator, start: Locator, block: Parameters<BlockCheck<'video'>>[0]['block'], title: string, language: string) {
  const page = element.page();
  await start.press('Enter');
  const video = element.locator('video');
  await expect(video).toHaveAttribute('aria-label', title);
  await expect(video).toBeFocused();
  await expect(video.locator('source')).toHaveAttribute('src', new RegExp(`/${block.video}$`));
  // The file arrives, as the policy's media-src lets it: the browser has read how long it is.
  await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.readyState)).toBeGreaterThanOrEqual(1);
  const tracks = video.locator('track');
  await expect(tracks).toHaveCount(block.captions?.length ?? 0);
  for (const [index, captions] of (block.captions ?? []).entries()) {
    const track = tracks.nth(index);
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', captions.language);
    expect(await track.evaluate((element: HTMLTrackElement) => element.default)).toBe(captions.language === language);
    const file = await page.request.get(await track.evaluate((element: HTMLTrackElement) => element.src));
    expect(file.status()).toBe(200);
    expect(await file.text()).toMatch(/^WEBVTT/);
  }
}
