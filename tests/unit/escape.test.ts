import { describe, expect, it } from 'vitest';
import { escapeHtmlAttribute, escapeHtmlText, escapeUrl, escapeUrlAttribute, escapeXml, jsonForScript } from '../../src/shared/escape.ts';

const hostile = `"'<>& $' $\` $& $1 </script> <!-- ]]> \u2028\u2029`;

describe('content on its way to markup', () => {
  it('as a text between tags: &, < and > as entities, the rest as it is', () => {
    expect(escapeHtmlText(hostile)).toBe(`"'&lt;&gt;&amp; $' $\` $&amp; $1 &lt;/script&gt; &lt;!-- ]]&gt; \u2028\u2029`);
  });

  it("as an attribute's value: quotes too", () => {
    expect(escapeHtmlAttribute(hostile)).toBe(`&quot;&#39;&lt;&gt;&amp; $&#39; $\` $&amp; $1 &lt;/script&gt; &lt;!-- ]]&gt; \u2028\u2029`);
  });

  it('as an address: what no address holds percent-encoded, the rest as it is', () => {
    expect(escapeUrl('https://www.example.com/a b/"x"<y>\n/é?q=1&r=2#top')).toBe('https://www.example.com/a%20b/%22x%22%3Cy%3E%0A/%C3%A9?q=1&r=2#top');
    expect(escapeUrl('/about/%20')).toBe('/about/%20');
    expect(escapeUrl('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(escapeUrl('tel:+34900111222')).toBe('tel:+34900111222');
    expect(escapeUrl('/a\uD800b')).toBe('/a%EF%BF%BDb');
  });

  it('as an address, refuses one that could run code', () => {
    for (const url of ['javascript:alert(1)', ' Java\tScript:alert(1)', 'data:text/html,<script>', 'vbscript:x']) {
      expect(() => escapeUrl(url), url).toThrow(/is no address the site may write: its scheme is/);
    }
  });

  it('as an address in an attribute: percent-encoded, then escaped as an attribute', () => {
    expect(escapeUrlAttribute("https://www.example.com/?a=1&b='2'")).toBe('https://www.example.com/?a=1&amp;b=&#39;2&#39;');
  });

  it('in XML: the five entities, and what XML cannot hold at all as U+FFFD', () => {
    expect(escapeXml(hostile)).toBe(`&quot;&apos;&lt;&gt;&amp; $&apos; $\` $&amp; $1 &lt;/script&gt; &lt;!-- ]]&gt; \u2028\u2029`);
    expect(escapeXml('a\u0000b\u0008c\td\ne\uD800f\uFFFF😀')).toBe('a\uFFFDb\uFFFDc\td\ne\uFFFDf\uFFFD😀');
  });

  it('as JSON in a script: no </script>, <!--, & or line separator as it is, and the same value once parsed', () => {
    const json = jsonForScript({ text: hostile });
    expect(json).toBe(`{"text":"\\"'\\u003c\\u003e\\u0026 $' $\` $\\u0026 $1 \\u003c/script\\u003e \\u003c!-- ]]\\u003e \\u2028\\u2029"}`);
    expect(JSON.parse(json)).toEqual({ text: hostile });
    expect(() => jsonForScript(undefined)).toThrow(TypeError);
  });
});
