import { closeSync, openSync, readSync } from 'node:fs';
import { formatSize } from '../../shared/format-size.ts';
import { contentLimits, formatCount, textTooLongHint } from '../limits.ts';
import { problem, problemInFile, type Problem } from '../problem.ts';

/**
 * Why a file larger than the limit is not read: most often one enormous text pasted into it, then
 * named at its line; else the file as a whole. The file is scanned in chunks, never held whole.
 */
export function oversizeProblem(file: string, path: string, bytes: number): Problem {
  const longest = longestLine(path);
  if (longest.characters > contentLimits.textCharacters) {
    const message = `This text has ${formatCount(longest.characters)} characters; a text may have at most ${formatCount(contentLimits.textCharacters)}.`;
    return problem({ code: 'text-too-long', file, line: longest.line, column: longest.column, path: [], message, hint: textTooLongHint });
  }
  const message = `This file has ${formatSize(bytes)}; a content file may have at most ${formatSize(contentLimits.fileBytes)}.`;
  return problemInFile('file-too-large', file, message, 'Split it into several files, or remove what was pasted into it by mistake.');
}

interface LongestLine {
  line: number;
  /** Where the line's value starts, after its field name. */
  column: number;
  /** Characters of the value. */
  characters: number;
}

const newline = 0x0a;
/** Enough of a line's start to find where its value begins. */
const headLength = 200;

function longestLine(path: string): LongestLine {
  const chunk = Buffer.alloc(1024 * 1024);
  let longest = { line: 1, characters: 0, head: '' };
  let current = { line: 1, characters: 0, head: [] as Buffer[], headBytes: 0 };
  const endLine = () => {
    if (current.characters > longest.characters)
      longest = { line: current.line, characters: current.characters, head: Buffer.concat(current.head).toString('utf8') };
    current = { line: current.line + 1, characters: 0, head: [], headBytes: 0 };
  };
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      for (let start = 0; start < read;) {
        const found = chunk.indexOf(newline, start);
        const end = found < 0 || found >= read ? read : found;
        current.characters += characters(chunk, start, end);
        const take = Math.min(end - start, headLength - current.headBytes);
        if (take > 0) {
          current.head.push(Buffer.from(chunk.subarray(start, start + take)));
          current.headBytes += take;
        }
        if (end === read) break;
        endLine();
        start = end + 1;
      }
    }
  } finally {
    closeSync(fd);
  }
  endLine();
  const prefix = /^\s*(?:- )*(?:[^\s:#][^:#]*:[ \t]+)?/.exec(longest.head)![0].length;
  return { line: longest.line, column: prefix + 1, characters: longest.characters - prefix };
}

/** Characters of UTF-8 bytes: every byte but the continuation bytes of a multi-byte character. */
function characters(bytes: Buffer, start: number, end: number): number {
  let count = 0;
  for (let index = start; index < end; index++) if ((bytes[index]! & 0xc0) !== 0x80) count++;
  return count;
}
