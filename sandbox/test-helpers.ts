/**
 * Test helpers: compare an answer with the declared shape of a zod schema, and call the in-process
 * app. The schemas keep unknown fields (z.looseObject), so parsing alone would not notice the
 * sandbox drifting from the contract (a misspelt or extra field): `shapeReport` does.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

function definitionOf(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

export interface ShapeReport {
  /** Paths of fields present in the value but not declared by the schema. */
  unknown: string[];
  /** Paths of fields declared by the schema but absent from the value. */
  missing: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(schema: z.ZodType, value: unknown, path: string, report: ShapeReport): void {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'pipe':
      if (definition.in) walk(definition.in, value, path, report);
      return;
    case 'optional':
    case 'nullable':
      if (definition.innerType && value !== null && value !== undefined) walk(definition.innerType, value, path, report);
      return;
    case 'array': {
      const element = definition.element;
      if (element && Array.isArray(value)) value.forEach((item, index) => walk(element, item, `${path}[${index}]`, report));
      return;
    }
    case 'record':
      if (definition.valueType && isPlainObject(value)) {
        for (const [key, item] of Object.entries(value)) walk(definition.valueType, item, `${path}.${key}`, report);
      }
      return;
    case 'union': {
      // Among the options that accept the value, the one it fits best: fewest unknown, then fewest missing fields.
      const options = definition.options ?? [];
      const accepting = options.filter((option) => option.safeParse(value).success);
      const reports = (accepting.length > 0 ? accepting : options).map((option) => {
        const optionReport: ShapeReport = { unknown: [], missing: [] };
        walk(option, value, path, optionReport);
        return optionReport;
      });
      const best = reports.sort((a, b) => a.unknown.length - b.unknown.length || a.missing.length - b.missing.length)[0];
      report.unknown.push(...(best?.unknown ?? []));
      report.missing.push(...(best?.missing ?? []));
      return;
    }
    case 'object': {
      if (!isPlainObject(value) || !definition.shape) return;
      for (const key of Object.keys(value)) {
        if (!(key in definition.shape)) report.unknown.push(`${path}.${key}`);
      }
      for (const [key, fieldSchema] of Object.entries(definition.shape)) {
        if (value[key] === undefined) report.missing.push(`${path}.${key}`);
        else walk(fieldSchema, value[key], `${path}.${key}`, report);
      }
      return;
    }
    default:
      return;
  }
}

export function shapeReport(schema: z.ZodType, value: unknown): ShapeReport {
  const report: ShapeReport = { unknown: [], missing: [] };
  walk(schema, value, '$', report);
  return report;
}

/** GET (or another method) on the in-process app with the token; returns status and parsed JSON. */
export async function call(app: Hono, path: string, init: RequestInit = {}, token = 'demo'): Promise<{ status: number; body: unknown; headers: Headers }> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await app.request(`${path}${separator}token=${encodeURIComponent(token)}`, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), headers: response.headers };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
