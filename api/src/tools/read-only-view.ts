import type { Store } from '../store/db';

const readOnlyViews = new WeakMap<Store, Store>();

/**
 * The connection as tools see it: `prepare` refuses any statement that would write, so a tool bug
 * cannot change the data even when the server's connection is read-write. The same object on
 * every call: caches kept per connection (the columns in memory, their postings, known values)
 * are keyed by it, so a warm-up builds them on this one.
 */
export function readOnlyView(db: Store): Store {
  let view = readOnlyViews.get(db);
  if (!view) {
    view = createReadOnlyView(db);
    readOnlyViews.set(db, view);
  }
  return view;
}

function createReadOnlyView(db: Store): Store {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!statement.readonly) throw new Error('tools may only read');
          return statement;
        };
      }
      if (property === 'exec' || property === 'transaction' || property === 'pragma') {
        return () => {
          throw new Error(`tools may not call db.${String(property)}`);
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
