/**
 * Invisible control characters, which no text of the site may hold (docs/EDITING.md, rule
 * control-character): the C0 controls but tab and line feed (a web page shows both as a space, and
 * YAML's own multi-line texts and "\t", "\n" escapes make them), DEL, the C1 controls, and the line
 * and paragraph separators. A page cannot show them, and printed to a terminal some act on it:
 * ESC starts its commands, BEL rings, CR goes back over the line.
 */
// oxlint-disable-next-line eslint/no-control-regex -- control characters are the very characters matched here
export const controlCharacter = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same and the tab: what `showControls` makes visible. */
// oxlint-disable-next-line eslint/no-control-regex -- as above, with the tab
const printedControls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Unicode's names of the C0 controls, then of the C1 controls (their name aliases: they have no names of their own). */
const c0Names = [
  'NULL',
  'START OF HEADING',
  'START OF TEXT',
  'END OF TEXT',
  'END OF TRANSMISSION',
  'ENQUIRY',
  'ACKNOWLEDGE',
  'BELL',
  'BACKSPACE',
  'CHARACTER TABULATION',
  'LINE FEED',
  'LINE TABULATION',
  'FORM FEED',
  'CARRIAGE RETURN',
  'SHIFT OUT',
  'SHIFT IN',
  'DATA LINK ESCAPE',
  'DEVICE CONTROL ONE',
  'DEVICE CONTROL TWO',
  'DEVICE CONTROL THREE',
  'DEVICE CONTROL FOUR',
  'NEGATIVE ACKNOWLEDGE',
  'SYNCHRONOUS IDLE',
  'END OF TRANSMISSION BLOCK',
  'CANCEL',
  'END OF MEDIUM',
  'SUBSTITUTE',
  'ESCAPE',
  'INFORMATION SEPARATOR FOUR',
  'INFORMATION SEPARATOR THREE',
  'INFORMATION SEPARATOR TWO',
  'INFORMATION SEPARATOR ONE',
];
const c1Names = [
  'PADDING CHARACTER',
  'HIGH OCTET PRESET',
  'BREAK PERMITTED HERE',
  'NO BREAK HERE',
  'INDEX',
  'NEXT LINE',
  'START OF SELECTED AREA',
  'END OF SELECTED AREA',
  'CHARACTER TABULATION SET',
  'CHARACTER TABULATION WITH JUSTIFICATION',
  'LINE TABULATION SET',
  'PARTIAL LINE FORWARD',
  'PARTIAL LINE BACKWARD',
  'REVERSE LINE FEED',
  'SINGLE SHIFT TWO',
  'SINGLE SHIFT THREE',
  'DEVICE CONTROL STRING',
  'PRIVATE USE ONE',
  'PRIVATE USE TWO',
  'SET TRANSMIT STATE',
  'CANCEL CHARACTER',
  'MESSAGE WAITING',
  'START OF GUARDED AREA',
  'END OF GUARDED AREA',
  'START OF STRING',
  'SINGLE GRAPHIC CHARACTER INTRODUCER',
  'SINGLE CHARACTER INTRODUCER',
  'CONTROL SEQUENCE INTRODUCER',
  'STRING TERMINATOR',
  'OPERATING SYSTEM COMMAND',
  'PRIVACY MESSAGE',
  'APPLICATION PROGRAM COMMAND',
];
const otherNames: Record<number, string> = { 0x7f: 'DELETE', 0x2028: 'LINE SEPARATOR', 0x2029: 'PARAGRAPH SEPARATOR' };

const codePoint = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** A control character as an editor can look it up: "U+0007 BELL". */
export function characterName(char: string): string {
  const code = char.charCodeAt(0);
  const name = code < 0x20 ? c0Names[code] : code >= 0x80 && code < 0xa0 ? c1Names[code - 0x80] : otherNames[code];
  return `U+${codePoint(code)}${name ? ` ${name}` : ''}`;
}

/**
 * `text` with every control character but the line feed made visible, for anything printed where a
 * terminal or a log reads it: a tab as "→", the other C0 controls and DEL as Unicode's pictures of
 * them ("␇", "␛", "␡"; one character each, so a code frame's caret stays under its column), the
 * others as an escape ("\u0085").
 */
export function showControls(text: string): string {
  return text.replace(printedControls, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0x09) return '→';
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? '\u2421' : `\\u${codePoint(code).toLowerCase()}`;
  });
}
