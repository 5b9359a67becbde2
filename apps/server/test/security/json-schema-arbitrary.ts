import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes our zod schemas) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** Values to use for a property of this name (a real username, a known job ID...), or none. */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined;

// Valid values are for getting past validation into the code behind it; a few items and short
// texts do that as well as many, and keep the run fast. Long inputs are the mutations' business.
const MAX_ITEMS = 3;
const MAX_TEXT = 24;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? schema.exclusiveMaximum ?? (integer ? 1_000_000 : 1e9);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * Values the schema accepts (as far as JSON Schema says: zod refinements it cannot express, such
 * as "a real email", are the hints' job). `name` is the property's name, for the hints.
 */
export function arbitraryOf(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  const hinted = name ? hints(name) : undefined;
  if (hinted) return hinted;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, hints, name)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf), hints, name);

  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, hints, name)));
  const value = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
        return fc.array(arbitraryOf(schema.items ?? {}, hints, name), { minLength, maxLength });
      }
      case 'object':
        return objectOf(schema, hints);
      default:
        // `{}`: anything at all (zod's z.unknown()).
        return schema.properties ? objectOf(schema, hints) : fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 10 }) : value;
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, arbitraryOf(inner, hints, key)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}
