import { expect, type Page, test } from '@playwright/test';

/** The day of the demo corpus's planted mobile-app release (design.md §6, fact 1). */
const RELEASE_DAY = '2026-03-10';

interface Bubble {
  date: string;
  count: number;
}

/** Moves the chart's keyboard focus to the bubble of `date` and returns the ring's centre. */
async function focusBubble(page: Page, date: string): Promise<{ x: number; y: number }> {
  const plot = page.getByTestId('sentiment-chart').getByRole('application');
  await plot.focus();
  await plot.press('Home');
  const ring = page.getByTestId('chart-focus-ring');
  for (let moves = 0; moves < 400; moves++) {
    const current = await ring.getAttribute('data-date');
    if (current === date) break;
    await plot.press('ArrowRight');
    // The ring moves when the chart has re-rendered; reading it earlier would press past the day.
    await expect(ring).not.toHaveAttribute('data-date', current ?? '');
  }
  await expect(ring).toHaveAttribute('data-date', date);
  const box = (await ring.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the chart draws one bubble per day of the data, with a table of the same figures', async ({
  page,
  request,
}) => {
  const bubbles = (await (
    await request.get('/api/insights/sentiment-bubbles?granularity=day')
  ).json()) as Bubble[];
  await page.goto('/');
  const chart = page.getByTestId('sentiment-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByRole('application')).toHaveAttribute(
    'aria-label',
    new RegExp(`${bubbles.length} bubbles`),
  );
  await page.getByRole('button', { name: 'Table' }).click();
  const rows = page.getByTestId('sentiment-table').locator('tbody tr');
  await expect(rows).toHaveCount(bubbles.length);
  const release = bubbles.find((bubble) => bubble.date === RELEASE_DAY)!;
  await expect(rows.filter({ hasText: '10 March 2026' })).toContainText(String(release.count));
});

test('a clicked bubble asks the agent about its day, and the turn links back to the point', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('chart-from').fill('2026-03-01');
  await page.getByTestId('chart-to').fill('2026-03-31');
  await page.getByTestId('chart-to').dispatchEvent('change');
  await expect(page.getByTestId('sentiment-chart').getByRole('application')).toHaveAttribute(
    'aria-label',
    /31 bubbles/,
  );
  const centre = await focusBubble(page, RELEASE_DAY);
  await page.getByTestId('ask-input').focus();
  await page.mouse.click(centre.x, centre.y);

  const chips = page.getByTestId('bubble-followup-chip');
  await expect(chips).toHaveCount(3);
  await expect(chips.first()).toHaveText('What drove negative sentiment on 10 March 2026?');
  await expect(chips.nth(1)).toContainText('were affected that week?');

  await chips.first().click();
  const contextChip = page.getByTestId('context-chip');
  await expect(contextChip).toBeVisible();
  await expect(contextChip).toHaveAttribute('data-date', RELEASE_DAY);
  await expect(contextChip).toContainText('10 March 2026');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await expect(answer).toContainText(/mobile app/i);
  await expect(answer).toContainText(/log ?in|authenticat/i);

  // The chip brings the chart back to the point and its filters after they were changed.
  await page.getByTestId('chart-from').fill('');
  await page.getByTestId('chart-from').dispatchEvent('change');
  await contextChip.click();
  await expect(page.getByTestId('chart-from')).toHaveValue('2026-03-01');
  await expect(page.getByTestId('chart-focus-ring')).toHaveAttribute('data-date', RELEASE_DAY);

  // The stored trace keeps the context: after a reload the reopened turn still carries it.
  await page.reload();
  const question = 'What drove negative sentiment on 10 March 2026?';
  // The row's own button is named by its question; its menu button by "Actions for …".
  await page
    .getByTestId('history-item')
    .getByRole('button', { name: new RegExp(`^${question.replace('?', '\\?')}`) })
    .click();
  await expect(page.getByTestId('context-chip')).toHaveAttribute('data-date', RELEASE_DAY);

  // And so does a replay, whose chip brings the chart back to the point.
  await page
    .getByTestId('history-item')
    .filter({ hasText: question })
    .getByTestId('history-item-menu')
    .click();
  await page.getByTestId('history-replay').click();
  await expect(page).toHaveURL(/\/replay\//);
  const scrubber = page.getByTestId('replay-scrubber');
  await scrubber.fill((await scrubber.getAttribute('max'))!);
  await page.getByTestId('context-chip').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('chart-from')).toHaveValue('2026-03-01');
  await expect(page.getByTestId('chart-focus-ring')).toHaveAttribute('data-date', RELEASE_DAY);
  await expect(page.getByTestId('bubble-followup-chip')).toHaveCount(3);
});

test('a trend observation carries a chart', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('ask-input').fill('How did complaints trend per day in March 2026?');
  await page.getByTestId('ask-input').press('Enter');
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 45_000 });
  await page
    .getByRole('button', { name: /steps?/ })
    .first()
    .click();
  const observation = page
    .locator('[data-testid="timeline-step"][data-kind="observation"]')
    .first();
  await observation.scrollIntoViewIfNeeded();
  const charts = observation.getByTestId('result-chart');
  await expect(charts.first()).toBeVisible();
  await expect(charts.first().locator('canvas')).toHaveAttribute('aria-label', /2026-03-10/);
});
