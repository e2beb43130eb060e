/** The labels of API fields (`f_<field>` in the catalogues), as the panel and enrichment show them. */
import { t, type MessageKey } from './index';

/** API field names that have a label: `f_<field>` in the catalogues. */
export type FieldName = MessageKey extends infer Key ? (Key extends `f_${infer Field}` ? Field : never) : never;

export function fieldLabel(field: FieldName): string {
  return t(`f_${field}`);
}
