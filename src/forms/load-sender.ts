/**
 * The sending code (and through it the EmailJS SDK) in a chunk of its own: forms sit on every page,
 * in the footer, but are rarely used. Forms fetch it when the visitor focuses a field.
 */
export const loadSender = () => import('./send.ts');
