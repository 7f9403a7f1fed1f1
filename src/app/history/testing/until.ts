/** Polls `read` until `accept` holds (a live query has caught up), failing after two seconds. */
export async function until<T>(read: () => T, accept: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Condition not met; last value ${JSON.stringify(read())}`);
}
