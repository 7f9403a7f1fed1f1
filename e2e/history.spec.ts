import { expect, type Page, test } from '@playwright/test';

const ESCALATION = 'What share of chatbot chats are handed to a human agent?';
const SPIKE = 'When did login complaints about the mobile app spike, and by how much?';

async function ask(page: Page, question: string): Promise<string> {
  await page.getByTestId('ask-input').fill(question);
  await page.getByTestId('ask-input').press('Enter');
  const answer = page.getByTestId('final-answer').last();
  await expect(answer).toBeVisible({ timeout: 45_000 });
  // The run is stored as it streams; its end is written within a few hundred ms.
  await expect(page.getByTestId('history-item').first()).toContainText(/question/);
  return answer.innerText();
}

async function stepKinds(page: Page): Promise<string[]> {
  return page
    .getByTestId('timeline-step')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind') ?? ''));
}

async function historyAction(page: Page, title: string, action: string): Promise<void> {
  await page
    .getByTestId('history-item')
    .filter({ hasText: title })
    .getByTestId('history-item-menu')
    .click();
  await page.getByTestId(action).click();
}

test('a conversation survives a reload: in the history, reopened with its full timeline', async ({
  page,
}) => {
  await page.goto('/');
  const answer = await ask(page, ESCALATION);
  await page.locator('.steps-toggle').click();
  // The steps render in the frame after the click: poll rather than read once.
  await expect.poll(() => stepKinds(page)).toContain('observation');
  const kinds = await stepKinds(page);

  await page.reload();
  const item = page.getByTestId('history-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(ESCALATION);
  await expect(item).toContainText('1 question');
  await expect(page.getByTestId('final-answer')).toHaveCount(0);

  await item.locator('button.item').click();
  await expect(page.getByTestId('final-answer')).toHaveText(answer);
  await page.locator('.steps-toggle').click();
  await expect.poll(() => stepKinds(page)).toEqual(kinds);

  // It takes new questions, in the same stored conversation.
  await ask(page, SPIKE);
  await page.reload();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText('2 questions');
});

test('replay steps forward, follows the scrubber and deep-links to a step', async ({ page }) => {
  await page.goto('/');
  await ask(page, SPIKE);
  await historyAction(page, SPIKE, 'history-replay');
  await expect(page).toHaveURL(/\/replay\/conv-/);

  const scrubber = page.getByTestId('replay-scrubber');
  await expect(scrubber).toHaveValue('0');
  await expect(page.getByTestId('timeline-step')).toHaveCount(0);

  await page.getByTestId('replay-step-forward').click();
  await expect(page.getByTestId('timeline-step').first()).toHaveAttribute('data-kind', 'thought');
  await expect(page.getByTestId('replay-position')).toContainText('Step 1');
  await page.getByTestId('replay-step-forward').click();
  await expect(page.locator('[data-testid="timeline-step"][data-kind="action"]')).toHaveCount(1);
  await page.getByTestId('replay-step-back').click();
  await expect(page.locator('[data-testid="timeline-step"][data-kind="action"]')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-testid="timeline-step"][data-kind="action"]')).toHaveCount(1);

  const end = await scrubber.getAttribute('max');
  await scrubber.fill(end!);
  await expect(page.getByTestId('final-answer')).toBeVisible();
  // The answer is written in a step of its own, after the two tool steps.
  await expect(page).toHaveURL(/#1\/3$/);

  // A deep link opens at the end of that step: step 1's result shown, nothing of step 2.
  const url = page.url().replace(/#.*$/, '#1/1');
  await page.goto(url);
  await expect(page.locator('[data-testid="timeline-step"][data-kind="observation"]')).toHaveCount(
    1,
  );
  await expect(page.getByTestId('final-answer')).toHaveCount(0);

  await page.getByTestId('replay-speed').selectOption('8');
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('final-answer')).toBeVisible();
  await expect(page.getByTestId('replay-play')).toBeVisible();
});

test('an export imports into a fresh browser profile and replays; importing again adds nothing', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const answer = await ask(page, SPIKE);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-conversation').click();
  const file = testInfo.outputPath('spike.sightline.json');
  await (await download).saveAs(file);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/');
  await expect(other.getByTestId('history-item')).toHaveCount(0);
  await other.getByTestId('import-conversation-file').setInputFiles(file);
  await expect(other.getByTestId('final-answer')).toHaveText(answer);
  await expect(other.getByTestId('history-item')).toHaveCount(1);

  await other.getByTestId('import-conversation-file').setInputFiles(file);
  await expect(
    other.locator('mat-snack-bar-container').filter({ hasText: 'already in your history' }),
  ).toBeVisible();
  await expect(other.getByTestId('history-item')).toHaveCount(1);

  await historyAction(other, SPIKE, 'history-replay');
  await other.getByTestId('replay-step-forward').click();
  await expect(other.getByTestId('timeline-step').first()).toHaveAttribute('data-kind', 'thought');
  await other.getByTestId('replay-speed').selectOption('instant');
  await expect(other.getByTestId('final-answer')).toHaveText(answer);
  await fresh.close();
});

test('search finds a conversation by a word of its answer and highlights it', async ({ page }) => {
  await page.goto('/');
  const escalationAnswer = await ask(page, ESCALATION);
  await page.getByTestId('new-conversation').click();
  const spikeAnswer = await ask(page, SPIKE);
  await expect(page.getByTestId('history-item')).toHaveCount(2);

  // A word of the first answer that neither the other conversation nor either question has.
  const elsewhere = `${spikeAnswer} ${SPIKE} ${ESCALATION}`.toLowerCase();
  const word = escalationAnswer
    .split(/[^A-Za-z]+/)
    .find((candidate) => candidate.length >= 5 && !elsewhere.includes(candidate.toLowerCase()));
  expect(word).toBeTruthy();

  await page.getByTestId('history-search').fill(word!.toLowerCase());
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText(ESCALATION);
  await expect(page.getByTestId('history-item').locator('mark').first()).toHaveText(
    new RegExp(word!, 'i'),
  );

  await page.getByTestId('history-search').fill('zzqxnotaword');
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await page.getByTestId('history-search').fill('');
  await expect(page.getByTestId('history-item')).toHaveCount(2);
});

test('re-run and compare shows the saved and the new trace side by side', async ({ page }) => {
  await page.goto('/');
  await ask(page, SPIKE);
  await historyAction(page, SPIKE, 'history-rerun');
  await expect(page).toHaveURL(/\/compare\/conv-/);
  await page.getByTestId('compare-rerun').click();
  await expect(page.getByTestId('compare-summary')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('compare-rerun')).toBeEnabled({ timeout: 45_000 });
  await expect(page.getByTestId('compare-left')).toContainText('2026-03-10');
  await expect(page.getByTestId('compare-right')).toContainText('2026-03-10');
  // Two tool steps and the step that writes the answer.
  await expect(page.getByTestId('compare-left-step')).toHaveCount(3);
  await expect(page.getByTestId('compare-right-step').first()).toContainText('query_data');
  // The offline planner is deterministic: the same question gives the same trace.
  await expect(page.getByTestId('compare-summary')).toContainText('Same steps');
  await expect(page.getByTestId('compare-divergence')).toHaveCount(0);
});

test('a what-if from step 2 keeps step 1 and branches at step 2', async ({ page }) => {
  await page.goto('/');
  await ask(page, SPIKE);
  await historyAction(page, SPIKE, 'history-rerun');
  await page.getByTestId('what-if').locator('summary').click();
  await page.getByTestId('whatif-step').selectOption('2');
  const input = page.getByTestId('whatif-input');
  const original = JSON.parse(await input.inputValue()) as Record<string, unknown>;
  expect(original['from']).toBe('2026-03-10');
  await input.fill(JSON.stringify({ ...original, from: '2026-03-16', to: '2026-03-16' }));
  await page.getByTestId('whatif-run').click();

  await expect(page.getByTestId('compare-summary')).toContainText('part at step 2', {
    timeout: 45_000,
  });
  await expect(page.getByTestId('whatif-run')).toBeEnabled({ timeout: 45_000 });
  const left = page.getByTestId('compare-left-step');
  const right = page.getByTestId('compare-right-step');
  await expect(right.first()).toHaveText(await left.first().innerText());
  await expect(right.nth(1)).toContainText('2026-03-16');
  await expect(page.getByTestId('compare-same').first()).toContainText('1');

  // The branch is kept with the conversation.
  await page.reload();
  await expect(page.getByTestId('compare-branch')).toContainText('What-if from step 2');
  await expect(page.getByTestId('compare-divergence').first()).toContainText('2');
});

test('HTML and scripts in every text field of an imported trace stay inert text', async ({
  page,
}) => {
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  const at = (seq: number) => ({ runId: 'run-hostile', seq, t: seq * 5 });
  const trace = {
    format: 'sightline.trace',
    version: 1,
    conversation: {
      id: 'conv-hostile',
      title: `Title ${payload}`,
      createdAt: '2026-11-22T00:00:00Z',
    },
    turns: [
      {
        id: 'turn-hostile',
        question: `Question ${payload}`,
        events: [
          {
            ...at(0),
            type: 'run-start',
            question: `Question ${payload}`,
            model: payload,
            protocol: 'native',
            conversationId: 'conv-hostile',
          },
          { ...at(1), type: 'step-start', step: 1 },
          { ...at(2), type: 'thought-delta', step: 1, text: `Thought ${payload}` },
          { ...at(3), type: 'thought-end', step: 1, text: `Thought ${payload}` },
          {
            ...at(4),
            type: 'action',
            step: 1,
            callId: 'c1',
            tool: `tool${payload}`,
            input: { [payload]: payload },
          },
          {
            ...at(5),
            type: 'observation',
            step: 1,
            callId: 'c1',
            tool: `tool${payload}`,
            ok: true,
            output: { summary: payload, rows: [{ [payload]: payload }] },
            durationMs: 1,
            truncated: false,
          },
          { ...at(6), type: 'notice', level: 'warn', code: payload, message: `Notice ${payload}` },
          {
            ...at(7),
            type: 'answer',
            text: `Answer ${payload} [link](javascript:window.__pwned=3)`,
            sources: [{ id: 'M-000001', title: payload }],
            confidence: { score: 0.5, level: 'medium', factors: [{ label: payload, delta: 0.1 }] },
            followUps: [`Follow ${payload}`],
          },
          {
            ...at(8),
            type: 'run-end',
            reason: 'answered',
            stats: {
              durationMs: 40,
              steps: 1,
              toolCalls: 1,
              inputTokens: 1,
              outputTokens: 1,
              model: payload,
            },
          },
        ],
      },
    ],
  };
  await page.goto('/');
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'hostile.sightline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(trace)),
  });
  // Markdown fields (answer, thoughts) are sanitised: their markup is dropped, not run.
  await expect(page.getByTestId('final-answer')).toContainText('Answer');
  await expect(page.getByTestId('timeline')).toContainText('Question <img src=x');
  await page.locator('.steps-toggle').click();
  await expect(page.locator('[data-testid="timeline-step"][data-kind="observation"]')).toHaveCount(
    1,
  );
  await expect(page.getByTestId('history-item')).toContainText('Title <img src=x');
  await page.getByTestId('history-search').fill('onerror');
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page
    .getByTestId('final-answer')
    .getByRole('link')
    .first()
    .click({ trial: true })
    .catch(() => undefined);

  await page.goto('/replay/conv-hostile');
  await page.getByTestId('replay-speed').selectOption('instant');
  await expect(page.getByTestId('final-answer')).toContainText('Answer');
  await expect(page.getByTestId('timeline')).toContainText('Question <img src=x');

  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // The sanitiser keeps a bare <img> in markdown fields but never its handlers.
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test('two tabs share one history: a question asked in one appears live in the other', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('history-item')).toHaveCount(0);

  await ask(page, ESCALATION);
  await expect(other.getByTestId('history-item')).toHaveCount(1);
  await expect(other.getByTestId('history-item')).toContainText(ESCALATION);

  // A rename in the second tab reaches the first.
  await other.getByTestId('history-item-menu').click();
  await other.getByTestId('history-rename').click();
  await other.getByLabel('Conversation title').fill('Hand-off rate');
  await other.getByLabel('Conversation title').press('Enter');
  await expect(page.getByTestId('history-item')).toContainText('Hand-off rate');
});

test('pin, filter pinned, delete with undo', async ({ page }) => {
  await page.goto('/');
  await ask(page, ESCALATION);
  await page.getByTestId('new-conversation').click();
  await ask(page, SPIKE);
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  // Newest first.
  await expect(page.getByTestId('history-item').first()).toContainText(SPIKE);

  await historyAction(page, ESCALATION, 'history-pin');
  await page.getByTestId('history-pinned-only').click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText(ESCALATION);
  await page.getByTestId('history-pinned-only').click();

  await historyAction(page, SPIKE, 'history-delete');
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page.locator('mat-snack-bar-container').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await page.getByTestId('history-item').filter({ hasText: SPIKE }).locator('button.item').click();
  await expect(page.getByTestId('final-answer')).toContainText('2026-03-10');
});
