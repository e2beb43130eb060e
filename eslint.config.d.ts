/** The parts of eslint.config.js that lint-boundaries.test.ts reads. */
import type { Linter } from 'eslint';

/** Each context's folders and files, from the repository's root. */
export declare const CONTEXTS: Record<string, string[]>;
declare const config: Linter.Config[];
export default config;
