/**
 * What a click on a part of the page that is not yet live holds back until it is (the boot script
 * before the app runs, the footer before its code arrives): buttons, and in-page links (#main)
 * whose action is the app's. Links that name a route need no code: the address changes.
 */
export const heldControls = 'button, a[href^="#"]:not([href^="#/"])';
