import { useEffect, useState } from 'react';

/** What a failure says, in words to show as they are. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * What `read` resolves to, or why it failed; read again when `read` or `again` changes, and an
 * answer that arrives after a newer read began is dropped.
 */
export function useRead<T>(read: () => Promise<T>, again?: unknown): { data?: T; error?: string } {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState({ error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [read, again]);
  return state;
}
