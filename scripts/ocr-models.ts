/**
 * Where on disk the OCR models the extension ships are: wxt.config.ts copies them into `ocr/`, and
 * bench/ocr reads these same files, so that what it measures is what the reader runs. Portuguese:
 * tessdata_fast, from vendor/ (vendor/tessdata_fast/README.md says why and where from); English:
 * `4.0.0_best_int` of `@tesseract.js-data/eng`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OCR_MODEL_DIRS = {
  /** Holds `por.traineddata.gz` and its `COPYRIGHT`. */
  portuguese: fileURLToPath(new URL('../vendor/tessdata_fast', import.meta.url)),
  /** Holds `eng.traineddata.gz`. */
  english: join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
};
