/**
 * A light check of tool arguments against the tool's JSON Schema: the top-level object, required
 * properties, the JSON types and enums of the properties given, and unknown properties when the
 * schema closes the object. The tool API validates fully (and answers `invalid_input`); this
 * catches the common mistakes without a round trip and lets the engine ask the model to correct
 * them at once.
 */
export function findInputProblems(input: unknown, schema: Record<string, unknown>): string[] {
  if (!isPlainObject(input)) return ['the input must be a JSON object'];
  const problems: string[] = [];
  const properties = isPlainObject(schema['properties'])
    ? (schema['properties'] as Record<string, unknown>)
    : {};
  const required = Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : [];
  for (const name of required) {
    if (typeof name === 'string' && input[name] === undefined) {
      problems.push(`missing required property "${name}"`);
    }
  }
  for (const [name, value] of Object.entries(input)) {
    const propertySchema = properties[name];
    if (!isPlainObject(propertySchema)) {
      if (schema['additionalProperties'] === false) {
        const known = Object.keys(properties);
        problems.push(
          `unknown property "${name}"` +
            (known.length ? ` (expected one of: ${known.join(', ')})` : ''),
        );
      }
      continue;
    }
    if (value === undefined) continue;
    const expected = expectedTypes(propertySchema);
    if (expected.length && !expected.some((type) => matchesType(value, type))) {
      problems.push(`"${name}" must be ${expected.join(' or ')}, got ${describeType(value)}`);
      continue;
    }
    const allowed = propertySchema['enum'];
    if (Array.isArray(allowed) && !allowed.some((option) => option === value)) {
      problems.push(
        `"${name}" must be one of ${allowed.map((option) => JSON.stringify(option)).join(', ')}`,
      );
    }
  }
  return problems;
}

function expectedTypes(schema: Record<string, unknown>): string[] {
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  // `anyOf` of simple types (zod's nullable/optional output) — collect what we can read.
  const variants = schema['anyOf'];
  if (Array.isArray(variants)) {
    const types = variants.flatMap((variant) =>
      isPlainObject(variant) ? expectedTypes(variant) : [],
    );
    return types.length === variants.length ? types : [];
  }
  return [];
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isInteger(value)) return 'a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
