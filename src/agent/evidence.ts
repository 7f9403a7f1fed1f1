import { isPlainObject } from './validate-input';

/** A record id as the store writes them: a short prefix, a dash, digits or a hash (`M-000126`, `R-07f9…`). */
const RECORD_ID = /^[A-Z]{1,3}-(?=[0-9a-z]*\d)[0-9A-Za-z]{4,}$/;
/**
 * A record's own `id` as an import keeps it ("AKLSC27848", "JC/25/34163", "BN25-006111/K"): one
 * token with a digit. Only the `id` key of a record is read so; loose strings need the store's
 * shape above.
 */
const OWN_ID = /^(?=[^\s]*\d)[A-Za-z0-9][\w\-/.:#]{2,63}$/;
const MAX_NODES = 20_000;

/**
 * Record ids (`M-000126`, an import's `R-07f9…`) seen in tool outputs, with a title where the output gives one
 * (a communication's subject, a customer's name). Citations are checked against it: an id the
 * tools never returned is not evidence.
 */
export class EvidenceIndex {
  private readonly titles = new Map<string, string | undefined>();

  add(output: unknown): void {
    const stack: unknown[] = [output];
    let visited = 0;
    while (stack.length && visited++ < MAX_NODES) {
      const value = stack.pop();
      if (typeof value === 'string') {
        if (RECORD_ID.test(value) && !this.titles.has(value)) this.titles.set(value, undefined);
      } else if (Array.isArray(value)) {
        stack.push(...value);
      } else if (isPlainObject(value)) {
        const id = value['id'];
        if (typeof id === 'string' && (RECORD_ID.test(id) || OWN_ID.test(id))) {
          const title = value['subject'] ?? value['name'] ?? value['title'];
          if (typeof title === 'string' && title) this.titles.set(id, title);
          else if (!this.titles.has(id)) this.titles.set(id, undefined);
        }
        for (const item of Object.values(value)) {
          if (typeof item === 'object' || typeof item === 'string') stack.push(item);
        }
      }
    }
  }

  has(id: string): boolean {
    return this.titles.has(id);
  }

  title(id: string): string | undefined {
    return this.titles.get(id);
  }
}
