import { expect, type Page, test } from '@playwright/test';

const SPIKE_QUESTION = 'When did login complaints about the mobile app spike, and by how much?';

/** Records, in the page, the order in which timeline cards of each kind first appear. */
async function recordArrivals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const arrivals: { kind: string; answerPresent: boolean }[] = [];
    (window as unknown as { arrivals: typeof arrivals }).arrivals = arrivals;
    const seen = new Set<Element>();
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-testid="timeline-step"]')) {
        if (seen.has(element)) continue;
        seen.add(element);
        arrivals.push({
          kind: element.getAttribute('data-kind') ?? '',
          answerPresent: document.querySelector('[data-testid="final-answer"]') !== null,
        });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByTestId('ask-input').fill(question);
  await page.getByTestId('ask-input').press('Enter');
}

test('a planted-fact question streams thought, action, observation, then the answer', async ({
  page,
}) => {
  await page.goto('/');
  await recordArrivals(page);
  await ask(page, SPIKE_QUESTION);

  const answer = page.getByTestId('final-answer');
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await expect(answer).toContainText('2026-03');
  await expect(page.getByTestId('confidence-chip')).toBeVisible();
  await expect(page.getByTestId('follow-up-chip')).toHaveCount(3);

  const arrivals = await page.evaluate(
    () => (window as unknown as { arrivals: { kind: string; answerPresent: boolean }[] }).arrivals,
  );
  const firstOf = (kind: string) => arrivals.findIndex((a) => a.kind === kind);
  expect(firstOf('thought')).toBeGreaterThanOrEqual(0);
  expect(firstOf('action')).toBeGreaterThan(firstOf('thought'));
  expect(firstOf('observation')).toBeGreaterThan(firstOf('action'));
  // Streaming, not all at once: the steps were on screen before the answer existed.
  expect(arrivals.filter((a) => a.kind !== 'answer' && !a.answerPresent).length).toBeGreaterThan(2);
  await page.screenshot({ path: 'docs/screenshot.png' });
});

test('stopping a run mid-way keeps the partial trace and says it stopped', async ({ page }) => {
  await page.goto('/');
  // Slow the model's stream down so there is time to stop it.
  await page.route('**/api/llm/v1/messages*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await ask(page, SPIKE_QUESTION);
  await expect(page.getByTestId('run-stop')).toBeVisible();
  await expect(page.getByTestId('timeline-step').first()).toBeAttached({ timeout: 20_000 });
  await page.getByTestId('run-stop').click();
  await expect(page.getByTestId('timeline')).toContainText(/stopped/i);
  await expect(page.getByTestId('final-answer')).toHaveCount(0);
  await expect(page.getByTestId('timeline-step').first()).toBeAttached();
  await expect(page.getByTestId('run-stop')).toHaveCount(0);
  // What the analyst asked is still there to retry.
  await expect(page.getByTestId('timeline')).toContainText(SPIKE_QUESTION);
});

test('a follow-up chip asks the next turn with the first as context', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'What share of chatbot chats are handed to a human agent?');
  await expect(page.getByTestId('final-answer')).toHaveCount(1, { timeout: 45_000 });

  const modelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/llm/v1/messages'))
      modelRequests.push(request.postData() ?? '');
  });
  const chip = page.getByTestId('follow-up-chip').first();
  const followUp = (await chip.innerText()).trim();
  await chip.click();
  await expect(page.getByTestId('final-answer')).toHaveCount(2, { timeout: 45_000 });
  await expect(page.getByTestId('timeline')).toContainText(followUp);
  expect(modelRequests.length).toBeGreaterThan(0);
  expect(modelRequests[0]).toContain('chatbot chats are handed to a human agent');
  // The first turn's chips stay with their answer.
  await expect(page.getByTestId('follow-up-chip')).toHaveCount(6);
});

test('a source chip opens the communication it cites', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'What happened on 2026-08-19?');
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 45_000 });
  const source = page.getByTestId('source-chip').first();
  await expect(source).toBeVisible();
  const id = (await source.innerText()).match(/[MKC]-\d+/)?.[0];
  expect(id).toBeTruthy();
  await source.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(id!);
});

test('an answer carrying script and event-handler payloads renders inert', async ({ page }) => {
  const hostile =
    'Result <script>window.__pwned = 1</script> <img src="x" onerror="window.__pwned = 2"> ' +
    '[link](javascript:window.__pwned=3) **bold**';
  await page.route('**/api/llm/v1/messages*', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: finalAnswerStream(hostile),
    }),
  );
  await page.goto('/');
  await ask(page, 'Anything');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toContainText('Result');
  await expect(answer.locator('strong')).toHaveText('bold');
  await expect(answer.locator('script')).toHaveCount(0);
  await expect(answer.locator('[onerror]')).toHaveCount(0);
  await expect(answer.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
    undefined,
  );
});

/** A one-turn Messages API stream whose only block is a final_answer tool call. */
function finalAnswerStream(answer: string): string {
  const input = JSON.stringify({
    answer,
    confidence: 0.5,
    confidence_reason: 'test',
    sources: [],
    follow_up_questions: ['One?', 'Two?', 'Three?'],
  });
  const frames: [string, unknown][] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id: 'msg_e2e',
          type: 'message',
          role: 'assistant',
          model: 'sightline-offline',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      },
    ],
    [
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'tool_use', id: 'toolu_e2e', name: 'final_answer', input: {} },
      },
    ],
    [
      'content_block_delta',
      {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: input },
      },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      {
        type: 'message_delta',
        delta: { stop_reason: 'tool_use', stop_sequence: null },
        usage: { output_tokens: 20 },
      },
    ],
    ['message_stop', { type: 'message_stop' }],
  ];
  return frames
    .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
}
