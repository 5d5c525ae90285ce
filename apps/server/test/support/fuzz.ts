import fc from 'fast-check';
import { z } from 'zod';

/** Every body, whatever went wrong: the envelope and nothing else. */
export const envelopeShape = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() }).strict();

/** The part of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
};

type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** What the database holds, so generated requests reach past "not found" now and then. */
export type FuzzContext = { knownIds: readonly number[]; headers: Record<string, fc.Arbitrary<string>> };

const int32 = 2 ** 31;

/** Values that broke storage before: NUL, integers past PostgreSQL's `integer`, huge and odd text. */
export const hostile = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '%00', 'x'.repeat(5000), '\ud800', '😀', ' ', "' or 1=1 --"),
  fc.constantFrom(int32, int32 - 1, -int32 - 1, 2 ** 53, 2 ** 63, -1, 0, 1.5, 1e308),
  fc.constantFrom(null, true, [], {}),
);

/** Mostly `valid`, sometimes anything hostile at all. */
export function sometimesHostile(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: hostile, weight: 1 });
}

function integers(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -int32;
  const max = schema.maximum ?? int32 - 1;
  return fc.oneof(
    fc.integer({ min: Math.max(min, -int32), max: Math.min(max, int32 - 1) }),
    fc.constantFrom(min, max, min - 1, max + 1),
    ...(context.knownIds.length > 0 ? [fc.constantFrom(...context.knownIds)] : []),
  );
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  // A valid-looking string with a NUL inside gets past every check but the one that must refuse it.
  return fc.oneof({ arbitrary: plain, weight: 6 }, { arbitrary: plain.map((s) => `${s}\u0000`), weight: 1 });
}

function objects(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, context)]),
  );
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

function arrays(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
  if (tuple) return fc.tuple(...tuple.map((item) => arbitraryFor(item, context)));
  const item = schema.items && !Array.isArray(schema.items) ? schema.items : {};
  const minLength = schema.minItems ?? 0;
  return fc.array(arbitraryFor(item, context), {
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
  });
}

function typed(type: string, schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integers(schema, context);
    case 'number':
      return fc.oneof(integers(schema, context), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'string':
      return strings(schema);
    case 'boolean':
      return fc.boolean();
    case 'object':
      return objects(schema, context);
    case 'array':
      return arrays(schema, context);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

function conforming(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, context)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'any')];
  const arbitrary = fc.oneof(...types.map((type) => typed(type, schema, context)));
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}

/** Values for a JSON Schema: mostly valid ones (so requests reach the database), and hostile ones. */
export function arbitraryFor(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<unknown> {
  return sometimesHostile(conforming(schema, context));
}

export type FuzzRequest = { path: string; query: string; headers: Record<string, string>; body?: string | FormData };

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function encodeBody(contentType: string, value: unknown): { body: string; contentType: string } {
  if (contentType !== 'application/x-www-form-urlencoded' || typeof value !== 'object' || value === null) {
    return { body: JSON.stringify(value), contentType: 'application/json' };
  }
  const fields = Object.entries(value).map(([key, field]): [string, string] => [key, asText(field)]);
  return { body: new URLSearchParams(fields).toString(), contentType };
}

/** Bodies no schema describes: garbage under any content type, and multipart uploads of image-like bytes. */
const strayBody = fc.oneof(
  fc.record({
    body: fc.string(),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  }),
  fc.tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('file', 'avatar')).map(([bytes, field]) => {
    const form = new FormData();
    form.append(field, new Blob([Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes])]), 'x.png');
    return { body: form, contentType: undefined };
  }),
);

function bodyFor(operation: Operation, context: FuzzContext) {
  const described = Object.entries(operation.requestBody?.content ?? {}).map(([contentType, { schema }]) =>
    arbitraryFor(schema, context).map((value) => encodeBody(contentType, value)),
  );
  return fc.oneof({ arbitrary: strayBody, weight: 1 }, ...described.map((arbitrary) => ({ arbitrary, weight: 4 })));
}

function parameterValue(parameter: Parameter, context: FuzzContext): fc.Arbitrary<string | undefined> {
  // Header values are printable ASCII on the wire; the known ones (a signed-in token …) come from the context.
  const value =
    parameter.in === 'header'
      ? (context.headers[parameter.name] ?? fc.stringMatching(/^[\x21-\x7e]{0,64}$/))
      : arbitraryFor(parameter.schema, context).map(asText);
  return parameter.required || parameter.in === 'path' ? value : fc.option(value, { nil: undefined });
}

// A lone surrogate cannot be percent-encoded; URLSearchParams replaces it itself, a path needs this.
const pathSegment = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));

/** Requests for one operation of the OpenAPI document: its parameters and body, valid and hostile. */
export function requestsFor(path: string, operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const values = fc.tuple(...parameters.map((parameter) => parameterValue(parameter, context)));
  return fc.tuple(values, bodyFor(operation, context)).map(([given, { body, contentType }]) => {
    let filled = path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    parameters.forEach((parameter, index) => {
      const value = given[index];
      if (value === undefined) return;
      if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, pathSegment(value));
      if (parameter.in === 'query') query.append(parameter.name, value);
      if (parameter.in === 'header') headers[parameter.name] = value;
    });
    return { path: filled, query: query.toString(), headers, body };
  });
}

/**
 * What a fuzz run leaves to the report: cases sent and the time from the first to the end, per suite and database,
 * printed once the suite ends (CI's log keeps the figures). `survived` asks the server afterwards: no crash means it still answers
 * readiness with 200.
 */
export function fuzzTally(suite: string, backend: string) {
  // From the first case on: suites of both databases are declared at once, and their setup is not fuzzing.
  let started: number | undefined;
  let cases = 0;
  const parts = new Map<string, number>();
  return {
    count(part: string, n = 1) {
      started ??= performance.now();
      cases += n;
      parts.set(part, (parts.get(part) ?? 0) + n);
    },
    total: () => cases,
    report() {
      const seconds = ((performance.now() - (started ?? performance.now())) / 1000).toFixed(1);
      const detail = [...parts].map(([part, n]) => `${part} ${n}`).join(', ');
      process.stdout.write(`[fuzz] ${suite} on ${backend}: ${cases} cases in ${seconds} s (${detail})\n`);
    },
  };
}

export async function readinessStatus(url: string): Promise<number> {
  return (await fetch(`${url}/health/ready`)).status;
}
