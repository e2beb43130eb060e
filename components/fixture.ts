import type { ComponentChildren } from 'preact';

/**
 * A view rendered alone with synthetic data (the sandbox's generators), so views are built, tested
 * and photographed without the extension around them. The gallery page renders every fixture.
 */
export interface Fixture {
  name: string;
  render: () => ComponentChildren;
}

/** Fixture callbacks do nothing: there is no extension around a fixture. */
export const ignore = (): void => undefined;
