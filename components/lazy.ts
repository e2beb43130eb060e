import { h, type ComponentType, type FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/i18n';

export type LazyComponent<P> = FunctionComponent<P> & {
  /** Loads the code now, such as before printing every view at once. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component (not a view: no fixture) whose code is a separate chunk, loaded the first time it renders, so that a page's
 * first script stays small. preact/compat's `lazy` would bring compat and Suspense along.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (the extension updated under an open page) is tried again on the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    const [component, setComponent] = useState<{ Component: ComponentType<P> } | null>(loaded ? { Component: loaded } : null);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component) return;
      let mounted = true;
      preload().then(
        (Component) => mounted && setComponent({ Component }),
        () => mounted && setFailed(true),
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    if (failed) return h('p', { role: 'alert' }, t('errorViewNotLoaded'));
    return component ? h(component.Component, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
