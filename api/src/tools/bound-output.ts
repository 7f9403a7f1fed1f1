export interface OutputLimits {
  readonly maxStringLength: number;
  readonly maxArrayLength: number;
}

/**
 * Cuts long strings and arrays anywhere in a JSON value so one tool answer cannot flood the model
 * or the browser. Cut strings end with "…", cut arrays keep their first items; `cut` says if any.
 */
export function boundOutput(
  value: unknown,
  limits: OutputLimits,
): { value: unknown; cut: boolean } {
  let cut = false;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (node.length <= limits.maxStringLength) return node;
      cut = true;
      return `${node.slice(0, limits.maxStringLength)}…`;
    }
    if (Array.isArray(node)) {
      if (node.length > limits.maxArrayLength) cut = true;
      return node.slice(0, limits.maxArrayLength).map(visit);
    }
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    return node;
  };
  return { value: visit(value), cut };
}
