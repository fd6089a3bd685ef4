const storageKey = 'site.reloaded-for';

/**
 * Reloads the page to pick up a newer deployment, at most once per version: if the reload does not
 * help, the caller shows an error with a retry instead of reloading forever. Returns false when the
 * reload was already tried.
 */
export function reloadOnce(version: string): boolean {
  try {
    if (sessionStorage.getItem(storageKey) === version) return false;
    sessionStorage.setItem(storageKey, version);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
