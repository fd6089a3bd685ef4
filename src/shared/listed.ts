/** `a`, `a and b`, `a, b and c`: a list as the messages write it (British English: no comma before "and"). */
export const listed = (items: readonly string[]): string => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
