/** Test helpers shared by the detector tests (not shipped: only tests import this file). */
import type { DetectionKind } from './index';
import { detect } from './index';

/** What `detect` finds, as `[kind, the text it covers, value]`, easy to read in a failing test. */
export function found(text: string, kinds?: DetectionKind[]): [DetectionKind, string, string][] {
  return detect(text, kinds ? { kinds } : undefined).map((detection) => [detection.kind, text.slice(detection.start, detection.end), detection.value]);
}

/** The values `detect` finds of one kind. */
export function valuesOf(kind: DetectionKind, text: string): string[] {
  return detect(text)
    .filter((detection) => detection.kind === kind)
    .map((detection) => detection.value);
}
