import type { Page } from '@playwright/test';
import { readSite } from '../support/site-model.ts';
import { expect, failedRequestLogs, test } from './fixtures.ts';
import { e2eSites } from './sites.ts';

const { center } = readSite(e2eSites.fixture.root).site.map;

const googleHosts = /^https:\/\/([a-z0-9-]+\.)*(google\.com|googleapis\.com|gstatic\.com|googleusercontent\.com)\//;

/** A small stand-in for the Maps JavaScript API: records what the page builds and calls Google's callback. */
function mapsStub({ authFailure = false } = {}) {
  return `(() => {
    const noop = () => {};
    const handler = { get: (target, prop) => (prop in target ? target[prop] : noop) };
    const created = (window.__mapStub = []);
    class Map { constructor(element, options) { created.push({ kind: 'map', options }); element.setAttribute('data-map-stub', ''); return new Proxy(this, handler); } }
    class Marker { constructor(options) { created.push({ kind: 'marker', icon: options && options.icon }); return new Proxy(this, handler); } setIcon(icon) { created.push({ kind: 'marker', icon }); } }
    class Size { constructor(width, height) { this.width = width; this.height = height; } }
    class Point { constructor(x, y) { this.x = x; this.y = y; } }
    class LatLng { constructor(lat, lng) { this._lat = lat; this._lng = lng; } lat() { return this._lat; } lng() { return this._lng; } }
    const event = { addListener: () => ({ remove: noop }), addDomListener: () => ({ remove: noop }), clearInstanceListeners: noop, removeListener: noop };
    Object.assign(google.maps, { Map, Marker, Size, Point, LatLng, event, version: 'stub', importLibrary: () => Promise.resolve({}) });
    google.maps.__ib__();
    ${authFailure ? 'setTimeout(() => window.gm_authFailure && window.gm_authFailure(), 50);' : ''}
  })();`;
}

function watchGoogle(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (googleHosts.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test('nothing is requested from Google until the visitor asks for the map', async ({ page, at }) => {
  const requested = watchGoogle(page);
  await page.goto(at.url('contact'));
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await expect(page.getByText('The map is provided by Google')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${center.lat},${center.lng}`,
  );
});

test("after consent the map loads with the build's key, in the page language, with its settings, and the choice is remembered", async ({ page, at }) => {
  const requested = watchGoogle(page);
  await page.route('https://maps.googleapis.com/maps/api/js?**', (route) => route.fulfill({ contentType: 'text/javascript', body: mapsStub() }));
  await page.goto(at.url('contact'));
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Mostrar el mapa' }).click();
  await expect(page.locator('[data-map-stub]')).toBeVisible();

  const script = new URL(requested.find((url) => url.includes('/maps/api/js'))!);
  expect(script.searchParams.get('key')).toBe(e2eSites.fixture.env.GOOGLE_MAPS_API_KEY);
  expect(script.searchParams.get('language')).toBe('es');
  const created = await page.evaluate(
    () =>
      (window as unknown as { __mapStub: { kind: string; options?: Record<string, unknown>; icon?: { scaledSize: { width: number; height: number } } }[] })
        .__mapStub,
  );
  const map = created.find((item) => item.kind === 'map')!;
  expect(map.options).toMatchObject({ scrollwheel: false, mapTypeControl: false, streetViewControl: false, zoomControl: true, fullscreenControl: true });
  const marker = created.find((item) => item.kind === 'marker' && item.icon)!;
  expect(marker.icon?.scaledSize).toMatchObject({ width: 50, height: 52 });

  await page.reload();
  await expect(page.locator('[data-map-stub]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostrar el mapa' })).toHaveCount(0);
});

test.describe('when the map cannot load', () => {
  test.use({ expectedConsoleErrors: new RegExp(`${failedRequestLogs.source}|Failed to load Google Maps script`) });

  test('offline or blocked: the place and the Google Maps link stand in', async ({ page, at }) => {
    await page.route(googleHosts, (route) => route.abort('blockedbyclient'));
    await page.goto(at.url('contact'));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The map cannot be shown right now' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
  });

  test('a key Google refuses (gm_authFailure) falls back the same way', async ({ page, at }) => {
    await page.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: mapsStub({ authFailure: true }) }),
    );
    await page.goto(at.url('contact'));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The map cannot be shown right now' })).toBeVisible();
    await expect(page.locator('[data-map-stub]')).toHaveCount(0);
  });
});
