import fc from 'fast-check';
import type { z } from 'zod';

/** A request body as sent on the wire: the raw text and its content type. */
export interface RawBody {
  /** Which family of malformation made it (for the failure message). */
  kind: string;
  contentType: string;
  payload: string;
}

/** The server's body limit (app.ts): bigger bodies are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

type Template = Record<string, unknown>;

const json = (kind: MalformationKind, value: unknown): RawBody => ({ kind, contentType: 'application/json', payload: JSON.stringify(value) });

/** Values of the wrong type for a text field, including numbers written as strings and the other way round. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom('NaN', 'Infinity', '-0', '1e309', '0x1F', 'true', 'null', 'undefined', '[]', '{}'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Text of every kind: control characters, astral planes, right-to-left marks, combining marks. */
const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.constantFrom('\u202Eevil', 'Z\u0351\u0364\u0300algo', '\uFEFF', '\uD800', '\uDFFF', '💉🩺🏥', '\u2028\u2029', ' '.repeat(50)),
);

/** Long enough to pass a field's limit, to pass the free-text limit, or the whole body limit (413). */
const hugeText = fc.oneof(
  fc.constantFrom(101, 201, 256, 4097, 5001, 20_000, BODY_LIMIT_BYTES + 1, 80_000),
  fc.integer({ min: 21, max: 6_000 }),
).chain((length) => fc.constantFrom('x', 'é', '😀', 'a\u0000').map((unit) => unit.repeat(Math.ceil(length / unit.length))));

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}
const deeplyNested = fc
  .tuple(fc.integer({ min: 2, max: 2_000 }), fc.jsonValue({ maxDepth: 1 }), fc.boolean())
  .map(([depth, leaf, asArray]) => nested(depth, leaf, asArray));

function withNullByte(text: string, at: number): string {
  const position = text.length === 0 ? 0 : at % (text.length + 1);
  return `${text.slice(0, position)}\u0000${text.slice(position)}`;
}

/** `{"__proto__": …}` can only be written as text: a JS object literal would set the prototype instead. */
function prependKey(objectText: string, key: string, value: unknown): string {
  const rest = objectText.slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}
const pollution = fc.constantFrom<[string, unknown]>(
  ['__proto__', { polluted: 'yes', role: 'staff' }],
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { polluted: 'yes' } }],
);

export const malformationKinds = [
  'arbitrary JSON value',
  'wrong type',
  'missing fields',
  'huge string',
  'unicode',
  'null byte',
  'nested',
  'prototype pollution',
  'raw text',
  'truncated JSON',
  'wrong content type',
] as const;
export type MalformationKind = (typeof malformationKinds)[number];

/**
 * Every family of malformed body we test, built around a valid template: arbitrary JSON, one field of
 * the wrong type, fields missing, huge strings, unicode, null bytes, deep nesting, prototype-pollution keys (at
 * the top and inside a field), raw non-JSON text, truncated JSON and other content types. Some of these are
 * valid by chance; the caller filters those out with `acceptedByContract`.
 */
export function malformedBody(template: Template): fc.Arbitrary<RawBody> {
  const families = malformationFamilies(template);
  return fc.oneof(...malformationKinds.map((kind) => families[kind]));
}

/**
 * One body of each family, in the order of `malformationKinds`: the first one `keep` takes from a fixed seed.
 * Given to a property as its first examples, they make every family turn up however short the run.
 */
export function oneBodyOfEachKind(template: Template, keep: (body: RawBody) => boolean): RawBody[] {
  const families = malformationFamilies(template);
  return malformationKinds.map((kind) => {
    const [body] = fc.sample(families[kind].filter(keep), { numRuns: 1, seed: 1 });
    if (!body) throw new Error(`no ${kind} body`);
    return body;
  });
}

function malformationFamilies(template: Template): Record<MalformationKind, fc.Arbitrary<RawBody>> {
  const fields = Object.keys(template);
  const field = fc.constantFrom(...fields);
  const templateText = JSON.stringify(template);
  const replaceField = (values: fc.Arbitrary<unknown>) =>
    fc.tuple(field, values).map(([name, value]) => ({ ...template, [name]: value }));
  const asJson = (kind: MalformationKind) => (value: unknown) => json(kind, value);

  const families: Record<MalformationKind, fc.Arbitrary<RawBody>> = {
    'arbitrary JSON value': fc.jsonValue().map(asJson('arbitrary JSON value')),
    'wrong type': replaceField(wrongValue).map(asJson('wrong type')),
    'missing fields': fc
      .subarray(fields, { minLength: 1 })
      .map((missing) => Object.fromEntries(Object.entries(template).filter(([name]) => !missing.includes(name))))
      .map(asJson('missing fields')),
    'huge string': replaceField(hugeText).map(asJson('huge string')),
    unicode: fc
      .tuple(fc.subarray(fields, { minLength: 1 }), unicodeText)
      .map(([names, text]) => ({ ...template, ...Object.fromEntries(names.map((name) => [name, text])) }))
      .map(asJson('unicode')),
    'null byte': fc
      .tuple(field, fc.nat())
      .map(([name, at]) => ({ ...template, [name]: withNullByte(String(template[name]), at) }))
      .map(asJson('null byte')),
    nested: replaceField(deeplyNested).map(asJson('nested')),
    'prototype pollution': fc.tuple(pollution, fc.option(field, { nil: undefined })).map(([[key, value], inside]) => {
      const placeholder = '"__field_value__"';
      const payload =
        inside === undefined
          ? prependKey(templateText, key, value)
          : JSON.stringify({ ...template, [inside]: '__field_value__' }).replace(placeholder, prependKey('{}', key, value));
      return { kind: 'prototype pollution', contentType: 'application/json', payload };
    }),
    'raw text': fc
      .string({ unit: 'binary-ascii', maxLength: 300 })
      .map((payload) => ({ kind: 'raw text', contentType: 'application/json', payload })),
    'truncated JSON': fc
      .nat()
      .map((cut) => ({ kind: 'truncated JSON', contentType: 'application/json', payload: templateText.slice(0, cut % templateText.length) })),
    'wrong content type': fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json-patch+json', 'multipart/form-data; boundary=x')
      .map((contentType) => ({ kind: 'wrong content type', contentType, payload: templateText })),
  };
  return families;
}

/** True when the parsed body holds a key Fastify's JSON parser refuses (its prototype-poisoning guard). */
function poisoned(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(poisoned);
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype')) return true;
    if (poisoned(child)) return true;
  }
  return false;
}

function hasNullByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasNullByte);
}

/** The parsed JSON body when the server would get as far as validating it, else null. */
export function parsedJsonBody(body: RawBody): { value: unknown } | null {
  // Media type parameters (charset) do not change which parser Fastify picks.
  if (body.contentType.split(';')[0]?.trim().toLowerCase() !== 'application/json') return null;
  if (Buffer.byteLength(body.payload) > BODY_LIMIT_BYTES) return null;
  try {
    const value: unknown = JSON.parse(body.payload);
    return poisoned(value) ? null : { value };
  } catch {
    return null;
  }
}

/**
 * The oracle for "valid by chance": the body is well-formed JSON the contract schema accepts, and nothing it
 * would store holds a null byte (PostgreSQL text cannot hold U+0000, so such a body is malformed however the
 * schema reads it). Passwords are only hashed, never stored, so a null byte there is no reason to refuse.
 */
export function acceptedByContract(body: RawBody, schema: z.ZodType): boolean {
  const parsed = parsedJsonBody(body);
  if (!parsed) return false;
  const result = schema.safeParse(parsed.value);
  if (!result.success) return false;
  const stored = { ...(result.data as Record<string, unknown>) };
  delete stored.password;
  delete stored.confirmPassword;
  return !hasNullByte(stored);
}
