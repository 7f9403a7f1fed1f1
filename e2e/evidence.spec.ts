import { expect, type Page, test } from '@playwright/test';

// Written against behaviour, not against the planner's wording: any figure the engine marks as
// found must open its observation, and a question the data cannot answer must say so.

async function ask(page: Page, question: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('ask-input').fill(question);
  await page.getByTestId('ask-input').press('Enter');
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 45_000 });
}

test('a figure of the answer says where it came from and opens its observation, value highlighted', async ({
  page,
}) => {
  await ask(page, 'What share of chatbot chats were handed to a human agent?');
  const found = page.locator('[data-testid="answer-figure"][role="button"]');
  await expect(found.first()).toBeVisible();
  const figure = found.first();
  const figureText = (await figure.textContent())!.trim();
  const label = (await figure.getAttribute('aria-label'))!;
  const [, step, path] = /step (\d+)(?: \([^)]*\))?, ([^;.]+)/.exec(label) ?? [];
  expect(step, `the figure names its step: ${label}`).toBeTruthy();

  // Hover and focus both say where it came from.
  await figure.hover();
  await expect(page.getByTestId('evidence-detail')).toContainText(`step ${step}`);

  // The steps of an answered turn are folded; opening the figure unfolds them.
  await figure.click();
  const highlight = page.getByTestId('evidence-highlight');
  await expect(highlight).toBeVisible();
  await expect(highlight).toContainText(figureText);
  await expect(highlight).toContainText(path!.trim());
  await expect(highlight.getByTestId('evidence-value')).not.toBeEmpty();
  // The highlight sits in an observation card whose full result is open.
  const observation = page.locator('[data-kind="observation"]', { has: highlight });
  await expect(observation).toBeVisible();
  await expect(observation.getByRole('button', { name: 'Hide full result' })).toBeVisible();
});

test('figures open from the keyboard too', async ({ page }) => {
  await ask(page, 'What share of chatbot chats were handed to a human agent?');
  const figure = page.locator('[data-testid="answer-figure"][role="button"]').first();
  await figure.focus();
  await expect(page.getByTestId('evidence-detail')).toContainText('step');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('evidence-highlight')).toBeVisible();
  await expect(page.getByTestId('evidence-highlight')).toBeFocused();
});

for (const question of ['What is our NPS?', 'How many complaints did we get in March 2019?']) {
  test(`"${question}" shows the could-not-answer state first, with a Low chip`, async ({
    page,
  }) => {
    await ask(page, question);
    const status = page.getByTestId('answer-status');
    await expect(status).toHaveAttribute('data-status', 'not answerable');
    await expect(status).toContainText('could not answer');
    await expect(page.getByTestId('confidence-chip')).toContainText('Low confidence');
    // The state comes before the answer text, so it is read first.
    const statusFirst = await status.evaluate((element) => {
      const answer = document.querySelector('[data-testid="final-answer"]')!;
      return !!(element.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(statusFirst).toBe(true);
  });
}
