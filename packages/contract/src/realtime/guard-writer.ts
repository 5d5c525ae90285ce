import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) that a guard checks. */
type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
type JsonSchema = {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | boolean;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
};

const typeChecks: Record<JsonType, (value: string) => string> = {
  object: (value) => `isObject(${value})`,
  array: (value) => `Array.isArray(${value})`,
  string: (value) => `typeof ${value} === 'string'`,
  number: (value) => `typeof ${value} === 'number'`,
  integer: (value) => `Number.isInteger(${value})`,
  boolean: (value) => `typeof ${value} === 'boolean'`,
  null: (value) => `${value} === null`,
};

const propertyOf = (value: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${value}.${key}` : `${value}[${JSON.stringify(key)}]`;

const all = (checks: string[]): string => (checks.length === 0 ? 'true' : checks.join(' && '));

/** The schemas' parts that are objects or arrays, counted by shape: one seen twice becomes a shared check. */
function countShapes(schema: unknown, counts: Map<string, number>): void {
  if (typeof schema !== 'object' || schema === null) return;
  const { type } = schema as JsonSchema;
  if (type === 'object' || type === 'array') {
    const key = JSON.stringify(schema);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  Object.values(schema).forEach((part) => countShapes(part, counts));
}

/** Writes checks; a shape the schemas use more than once is written once, as `isShape<n>`, and called. */
function checkWriter(counts: Map<string, number>) {
  const shared = new Map<string, string>();
  const helpers: string[] = [];

  function sharedCheck(key: string, schema: JsonSchema): string {
    let name = shared.get(key);
    if (!name) {
      const body = write(schema, 'value', 0);
      name = `isShape${shared.size + 1}`;
      shared.set(key, name);
      helpers.push(`const ${name} = (value: unknown): boolean =>\n  ${body};`);
    }
    return name;
  }

  /** A JavaScript expression that is true when `value` (an expression) has the schema's shape. */
  function check(schema: JsonSchema, value: string, depth: number): string {
    const key = JSON.stringify(schema);
    if ((counts.get(key) ?? 0) > 1) return `${sharedCheck(key, schema)}(${value})`;
    return write(schema, value, depth);
  }

  function write(schema: JsonSchema, value: string, depth: number): string {
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return `(${alternatives.map((s) => `(${check(s, value, depth)})`).join(' || ')})`;
    if (schema.const !== undefined) return `${value} === ${JSON.stringify(schema.const)}`;
    if (schema.enum) return `${JSON.stringify(schema.enum)}.includes(${value} as never)`;
    if (!schema.type) return 'true';
    if (Array.isArray(schema.type)) {
      const { type: types, ...rest } = schema;
      return write({ anyOf: types.map((type) => ({ ...rest, type })) }, value, depth);
    }
    const checks = [typeChecks[schema.type](value)];
    if (schema.type === 'object') checks.push(...objectChecks(schema, value, depth));
    if (schema.type === 'array') checks.push(...arrayChecks(schema, value, depth));
    return all(checks);
  }

  function objectChecks(schema: JsonSchema, value: string, depth: number): string[] {
    const required = new Set(schema.required ?? []);
    const checks = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
      const at = propertyOf(value, key);
      const shape = check(property, at, depth);
      if (!required.has(key)) return shape === 'true' ? [] : [`(${at} === undefined || ${shape})`];
      return [shape === 'true' ? `${JSON.stringify(key)} in ${value}` : shape];
    });
    const rest = schema.additionalProperties;
    if (!schema.properties && typeof rest === 'object') {
      const item = `v${depth}`;
      const shape = check(rest, item, depth + 1);
      if (shape !== 'true') checks.push(`Object.values(${value}).every((${item}) => ${shape})`);
    }
    return checks;
  }

  function arrayChecks(schema: JsonSchema, value: string, depth: number): string[] {
    if (schema.prefixItems) {
      return [
        `${value}.length === ${schema.prefixItems.length}`,
        ...schema.prefixItems.map((item, index) => check(item, `${value}[${index}]`, depth)),
      ];
    }
    if (typeof schema.items !== 'object') return [];
    const item = `v${depth}`;
    const shape = check(schema.items, item, depth + 1);
    return shape === 'true' ? [] : [`${value}.every((${item}: unknown) => ${shape})`];
  }

  return { check, helpers };
}

const guardName = (name: string): string => `is${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/**
 * A guard per schema, `is<Name>(value): value is <Type>`, that checks the types a reader relies on (objects,
 * arrays and tuples, strings, numbers, integers, booleans, nulls, constants, enums, unions), not bounds or
 * patterns: the server validated those, and zod stays out of the browser's JavaScript. Extra properties pass, as
 * zod lets them.
 */
export function writeGuards(
  schemas: Record<string, z.ZodType>,
  typeOf: (name: string) => string,
  header: string,
): string {
  const json = Object.entries(schemas).map(
    ([name, schema]) => [name, z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema] as const,
  );
  const counts = new Map<string, number>();
  json.forEach(([, schema]) => countShapes({ ...schema, $schema: undefined }, counts));
  const { check, helpers } = checkWriter(counts);
  const guards = json.map(
    ([name, schema]) =>
      `export const ${guardName(name)} = (value: unknown): value is ${typeOf(name)} =>\n  ${check({ ...schema, $schema: undefined } as JsonSchema, 'value', 0)};`,
  );
  return [
    header,
    'const isObject = (value: unknown): value is Record<string, unknown> =>',
    "  typeof value === 'object' && value !== null && !Array.isArray(value);",
    '',
    ...helpers,
    '',
    ...guards,
    '',
  ].join('\n\n');
}
