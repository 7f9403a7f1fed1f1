import { SCROLL_PAUSE_MS, queueDraw } from './draw-queue';

const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('queueDraw', () => {
  it('draws one chart per frame once the page is still', async () => {
    await wait(SCROLL_PAUSE_MS);
    const drawn: string[] = [];
    queueDraw(() => drawn.push('a'));
    queueDraw(() => drawn.push('b'));
    await frame();
    expect(drawn).toEqual(['a']);
    await frame();
    expect(drawn).toEqual(['a', 'b']);
  });

  it('waits while the page scrolls, then draws after a pause', async () => {
    const drawn: string[] = [];
    queueDraw(() => drawn.push('a'));
    const scrollUntil = performance.now() + 2 * SCROLL_PAUSE_MS;
    while (performance.now() < scrollUntil) {
      document.dispatchEvent(new Event('scroll'));
      await frame();
      expect(drawn).toEqual([]);
    }
    await wait(SCROLL_PAUSE_MS + 50);
    await frame();
    expect(drawn).toEqual(['a']);
  });
});
