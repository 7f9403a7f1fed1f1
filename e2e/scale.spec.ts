import { expect, type Page, test } from '@playwright/test';

const STEP_COUNT = 2000;
const QUESTION = 'Which days had the most complaints?';

/**
 * A 2,000-step trace whose steps differ in height, as a real run's do: thoughts of one to several
 * lines, tables of 1 to 12 rows, and every seventh step two parallel calls.
 */
function longTrace(): string {
  const runId = 'run-scale';
  const bodies: Record<string, unknown>[] = [
    {
      type: 'run-start',
      question: QUESTION,
      model: 'sightline-offline',
      protocol: 'native',
      conversationId: 'conv-scale',
    },
  ];
  for (let step = 1; step <= STEP_COUNT; step++) {
    const reasoning = ' The counts so far do not settle it, so the next page is needed.';
    bodies.push(
      { type: 'step-start', step },
      {
        type: 'thought-end',
        step,
        text: `Check the **daily counts**, page ${step}.${reasoning.repeat(step % 5)}`,
      },
    );
    const callIds = step % 7 === 0 ? [`call-${step}a`, `call-${step}b`] : [`call-${step}`];
    for (const callId of callIds) {
      const input = { groupBy: ['day'], page: step };
      bodies.push({ type: 'action', step, callId, tool: 'query_data', input });
    }
    for (const callId of callIds) {
      bodies.push({
        type: 'observation',
        step,
        callId,
        tool: 'query_data',
        ok: true,
        output: {
          summary: `Page ${step} of the daily counts.`,
          rows: Array.from({ length: 1 + (step % 12) }, (_, row) => ({
            day: `2026-03-${10 + row}`,
            count: row,
          })),
        },
        durationMs: 12,
        truncated: false,
      });
    }
  }
  bodies.push(
    {
      type: 'answer',
      text: 'The busiest day was 2026-03-14.',
      sources: [],
      confidence: { score: 0.7, level: 'medium', factors: [] },
      followUps: [],
    },
    {
      type: 'run-end',
      reason: 'answered',
      stats: {
        durationMs: 60_000,
        steps: STEP_COUNT,
        toolCalls: STEP_COUNT + Math.floor(STEP_COUNT / 7),
        inputTokens: 1000,
        outputTokens: 1000,
        model: 'sightline-offline',
      },
    },
  );
  const events = bodies.map((body, seq) => ({ ...body, runId, seq, t: seq * 10 }));
  return JSON.stringify({
    format: 'sightline.trace',
    version: 1,
    conversation: { id: 'conv-scale', title: 'A long run', createdAt: '2026-11-01T10:00:00Z' },
    turns: [{ id: 'turn-scale', question: QUESTION, events }],
  });
}

/** The step labels rendered now, as numbers. */
async function renderedSteps(page: Page): Promise<number[]> {
  return page
    .locator('.step-label')
    .evaluateAll((labels) => labels.map((label) => Number(label.textContent!.replace(/\D/g, ''))));
}

async function elementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('*').length);
}

/**
 * Scrolls the timeline by `delta` px, lets the window follow (two frames) and reports whether it
 * moved, the steps rendered and the page's element count.
 */
async function scrollTimeline(
  page: Page,
  delta: number,
): Promise<{ moved: boolean; steps: number[]; elements: number }> {
  return page.getByTestId('timeline').evaluate(async (timeline, by) => {
    const before = timeline.scrollTop;
    timeline.scrollTop = before + by;
    const moved = timeline.scrollTop !== before;
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const steps = [...document.querySelectorAll('.step-label')].map((label) =>
      Number(label.textContent!.replace(/\D/g, '')),
    );
    return { moved, steps, elements: document.querySelectorAll('*').length };
  }, delta);
}

test('a 2,000-step trace scrolls to the end and back with every step reachable and a bounded DOM', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'long-run.sightline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(longTrace()),
  });
  await expect(page.getByTestId('final-answer')).toContainText('2026-03-14');
  await page.locator('.steps-toggle').click();
  await expect(page.locator('.step-label').first()).toHaveText('Step 1');

  const timeline = page.getByTestId('timeline');
  const viewport = await timeline.evaluate((element) => element.clientHeight);
  let maxElements = 0;

  // Down, a screen and 1,200 px at a time: the window renders 900 px beyond the screen on both
  // sides, so consecutive windows overlap and every step is rendered on the way.
  const seenDown = new Set<number>(await renderedSteps(page));
  for (let page_ = 0; page_ < 20_000; page_++) {
    const { moved, steps, elements } = await scrollTimeline(page, viewport + 1200);
    steps.forEach((step) => seenDown.add(step));
    maxElements = Math.max(maxElements, elements);
    if (!moved) break;
  }
  // Settled at the end: the last steps and the answer are there.
  (await renderedSteps(page)).forEach((step) => seenDown.add(step));
  expect(await renderedSteps(page)).toContain(STEP_COUNT);
  await expect(page.getByTestId('final-answer')).toBeInViewport();
  expect(seenDown.size).toBe(STEP_COUNT);

  // Back up, page by page.
  const seenUp = new Set<number>(await renderedSteps(page));
  for (let page_ = 0; page_ < 20_000; page_++) {
    const { moved, steps, elements } = await scrollTimeline(page, -(viewport + 1200));
    steps.forEach((step) => seenUp.add(step));
    maxElements = Math.max(maxElements, elements);
    if (!moved) break;
  }
  (await renderedSteps(page)).forEach((step) => seenUp.add(step));
  expect(seenUp.size).toBe(STEP_COUNT);
  expect(maxElements).toBeLessThan(10_000);
});

test('a fast scroll to the end of a 2,000-step trace and back shows the steps there', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'long-run.sightline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(longTrace()),
  });
  await page.locator('.steps-toggle').click();
  await expect(page.locator('.step-label').first()).toHaveText('Step 1');
  // The first steps are measured in the next frame; a person's drag comes later than that.
  await scrollTimeline(page, 0);
  const timeline = page.getByTestId('timeline');
  // One jump to the bottom (the scrollbar dragged to its end), held there: while the thumb is
  // held at the end, steps measured taller than estimated grow the list under it and the view
  // stays at the end, as the thumb does.
  await timeline.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect.poll(async () => renderedSteps(page)).toContain(STEP_COUNT);
  await expect
    .poll(async () => {
      await timeline.evaluate((element) => (element.scrollTop = element.scrollHeight));
      return page.getByTestId('final-answer').evaluate((answer) => {
        const box = answer.getBoundingClientRect();
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      });
    })
    .toBe(true);
  await expect(page.getByTestId('final-answer')).toBeInViewport();
  // One jump to the middle, then to the top.
  await timeline.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  await expect
    .poll(async () => {
      const steps = await renderedSteps(page);
      return steps.some((step) => step > 600 && step < 1400);
    })
    .toBe(true);
  await timeline.evaluate((element) => (element.scrollTop = 0));
  await expect.poll(async () => renderedSteps(page)).toContain(1);
  expect(await elementCount(page)).toBeLessThan(10_000);
});

test('a 2,000-step trace damaged in its middle is refused whole: nothing stored, nothing left open', async ({
  page,
}) => {
  await page.goto('/');
  const trace = JSON.parse(longTrace()) as { turns: { events: Record<string, unknown>[] }[] };
  // Its answer and end are sound, so it may be previewed; one observation far inside is not.
  trace.turns[0]!.events[4_000]!['step'] = 'four';
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'damaged-run.sightline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(trace)),
  });
  await expect(
    page.locator('mat-snack-bar-container').filter({ hasText: 'damaged-run.sightline.json' }),
  ).toContainText(/damaged/);
  await expect(page.getByTestId('final-answer')).toHaveCount(0);
  await expect(page.getByTestId('history-item')).toHaveCount(0);
});
