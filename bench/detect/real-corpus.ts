/**
 * The real corpus (`bench/detect/real/`): public Brazilian texts as they were published, each with the
 * identifiers a person reads in it, labelled by hand (see `real/README.md`). A label file lists, in
 * the order they appear, `kind<TAB>as written<TAB>normalized value[<TAB>uncued]`; `\n` in the written
 * form stands for a line break. `uncued` marks a bare phone number with no cue anywhere (no word, no
 * column header): it is a phone, but the rules do not promise to find it, so it is left out of the
 * score either way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Detection, DetectionKind } from '../../lib/detectors/index';
import { DETECTION_KINDS } from '../../lib/detectors/index';

const ROOT = new URL('./real/', import.meta.url);

export interface RealLabel extends Detection {
  uncued: boolean;
}

export interface RealText {
  name: string;
  text: string;
  labels: RealLabel[];
}

function isKind(value: string): value is DetectionKind {
  return (DETECTION_KINDS as readonly string[]).includes(value);
}

/** Reads every text of the real corpus with its labels placed at their offsets; throws on a label it cannot place. */
export function loadRealCorpus(): RealText[] {
  const texts: RealText[] = [];
  for (const file of readdirSync(new URL('texts/', ROOT)).sort()) {
    const text = readFileSync(new URL(`texts/${file}`, ROOT), 'utf8');
    const labelFile = file.replace(/\.[a-z]+$/, '.tsv');
    const lines = readFileSync(new URL(`labels/${labelFile}`, ROOT), 'utf8').split('\n').filter((line) => line.trim() !== '');
    const labels: RealLabel[] = [];
    let from = 0;
    for (const line of lines) {
      const [kind = '', escaped = '', value = '', flag] = line.split('\t');
      if (!isKind(kind)) throw new Error(`${labelFile}: unknown kind in ${JSON.stringify(line)}`);
      const written = escaped.replaceAll('\\n', '\n');
      const start = text.indexOf(written, from);
      if (start < 0) throw new Error(`${labelFile}: ${JSON.stringify(written)} not found after offset ${from}`);
      labels.push({ kind, start, end: start + written.length, value, uncued: flag === 'uncued' });
      from = start + written.length;
    }
    texts.push({ name: file, text, labels });
  }
  return texts;
}
