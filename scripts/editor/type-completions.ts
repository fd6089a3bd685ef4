/**
 * `npm run editor:types`: what VS Code's YAML extension offers an editor who types `- type: ` to
 * start a new block, asked of its language server with this workspace's .vscode/settings.json.
 */
import { resolve } from 'node:path';
import { documentationOf, YamlLanguageClient } from './yaml-language-client.ts';

const root = resolve(import.meta.dirname, '../..');
const newBlock = '  - type: ';
const page = ['route: services/example', 'title: pages.example.title', 'blocks:', '  - type: title-banner', newBlock, ''].join('\n');

const client = await YamlLanguageClient.start(root);
try {
  // A file nobody saved: the server reads the text it is given, not the disk.
  const uri = await client.open('pages/services/example.yaml', page);
  const items = await client.completion(uri, { line: page.split('\n').indexOf(newBlock), character: newBlock.length });
  const width = Math.max(...items.map((item) => item.label.length));
  console.log(`Completing "${newBlock.trim()}" in a new block offers ${items.length} block types:\n`);
  for (const item of items) console.log(`${item.label.padEnd(width)}  ${documentationOf(item)}`);
} finally {
  await client.stop();
}
