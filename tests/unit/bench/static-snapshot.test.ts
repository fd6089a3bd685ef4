import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSnapshot } from '../../../scripts/bench/static-snapshot.ts';
import { chromiumArgs, requireChromium } from '../../../scripts/support/chromium.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
});
afterAll(() => browser?.close());

// A page shaped like the app's: module preloads and scripts in the head, an empty busy <main> that a
// script fills in later (as the app does once its page data arrives), and a script at the end.
const page = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><title>Page</title>
<link rel="stylesheet" href="data:text/css,main%7Bcolor:navy%7D">
<link rel="modulepreload" href="data:text/javascript,">
<script type="module">setTimeout(() => { const main = document.querySelector('main'); main.innerHTML = '<h1 class="title">Rendered</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot" width="1" height="1">'; main.removeAttribute('aria-busy'); }, 300);</script>
</head><body>
<header><a href="#/about-us">About us</a></header>
<main aria-busy="true"></main>
<script>document.body.dataset.started = 'yes';</script>
</body></html>`;

describe('the static snapshot the bench compares each page with', () => {
  it('is the rendered page with its scripts and module preloads removed, and nothing else changed', async () => {
    const tab = await browser.newPage();
    await tab.setContent(page);
    expect(await staticSnapshot(tab)).toBe(`<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><title>Page</title>
<link rel="stylesheet" href="data:text/css,main%7Bcolor:navy%7D">


</head><body data-started="yes">
<header><a href="#/about-us">About us</a></header>
<main><h1 class="title">Rendered</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot" width="1" height="1"></main>

</body></html>
`);
    await tab.close();
  });
});
