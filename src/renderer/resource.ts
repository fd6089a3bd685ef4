import { useCallback, useSyncExternalStore } from 'react';

/**
 * A promise that also tells, synchronously, how it has settled. React's `use` reads these fields:
 * what has already arrived renders in the same render, without suspending.
 */
export type Resource<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

export function track<T>(promise: Promise<T>): Resource<T> {
  const resource = Object.assign(promise, { status: 'pending' as const }) as Resource<T>;
  // Handling the rejection here also keeps a failure nobody awaits from being reported as unhandled.
  // (Object.assign returns `resource`, the promise itself: there is nothing more to wait for.)
  promise.then(
    (value) => {
      void Object.assign(resource, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      void Object.assign(resource, { status: 'rejected', reason });
    },
  );
  return resource;
}

/** A resource nothing has asked for yet: it never arrives. */
export const notAsked: Resource<never> = Object.assign(new Promise<never>(() => {}), { status: 'pending' as const });

/** The value of `resource` once it has arrived, else undefined; re-renders when it does. Never suspends. */
export function useArrived<T>(resource: Resource<T>): T | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      let listening = true;
      resource.then(
        () => listening && changed(),
        () => listening && changed(),
      );
      return () => {
        listening = false;
      };
    },
    [resource],
  );
  const arrived = () => (resource.status === 'fulfilled' ? resource.value : undefined);
  return useSyncExternalStore(subscribe, arrived, arrived);
}
