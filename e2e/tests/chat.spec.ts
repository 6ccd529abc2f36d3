/**
 * The assistant chat (/dashboard/chat) against the real server, configured with a chat model on
 * support/fake-openai.ts (the server fixture of support/playground.ts). A Free user starts a
 * conversation and sees the answer stream in (the fake stops half way until the test lets it go)
 * and the conversation named by its first message; asks the assistant to save a prompt (the fake
 * answers with a save_to_library tool call in OpenAI's wire format, then with text once the
 * server sent the tool's result back) and finds it in the library; stops a slow answer and keeps
 * its text, marked stopped. Axe checks the page in light and dark and at 390 px.
 */
import type { Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { messageText } from '../support/fake-openai';
import { expect, signInToDashboard } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/layout';
import { CHAT_MODEL, test } from '../support/playground';

async function openAssistant(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Assistant' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
}

async function send(page: Page, message: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(message);
  await box.press('Enter');
}

test('a conversation: the answer streams in and the conversation takes its name', async ({
  page,
  user,
  withModels: { fake },
}) => {
  fake.answerFor(CHAT_MODEL, {
    chunks: ['Crisp leaves', ' drift down,', ' *red* and gold.'],
    gapMs: 100,
    pauseAfter: [1],
  });
  const asked = fake.requests.length;
  await signInToDashboard(page, user);
  await openAssistant(page);
  await expect(page.getByText('20 of 20 messages left today')).toBeVisible();
  await expect(page.getByText('No conversations yet.', { exact: false })).toBeVisible();
  await expectNoViolations(page, 'a new conversation');

  await send(page, 'Write a haiku about autumn');
  await expect(page).toHaveURL(/\/dashboard\/chat\/[^/]+$/);
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Write a haiku about autumn')).toBeVisible();

  // Half written: the text so far, the typing state and Stop.
  await fake.paused();
  await expect(log).toContainText('Crisp leaves');
  await expect(log.getByText('Writing…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  fake.release();
  await expect(log).toContainText('Crisp leaves drift down, red and gold.');
  await expect(log.locator('em')).toHaveText('red');
  await expect(log.getByText('Writing…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expect(page.getByText('19 of 20 messages left today')).toBeVisible();

  // Named by its first message, in the list and as the conversation's heading.
  const list = page.getByRole('region', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /Write a haiku about autumn/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Write a haiku about autumn' }),
  ).toBeVisible();

  // The model got the message, with the tools it may call.
  const chatRequests = fake.requests.slice(asked).filter((r) => r.body.model === CHAT_MODEL);
  expect(chatRequests).toHaveLength(1);
  expect(messageText(chatRequests[0]!, 'user')).toContain('Write a haiku about autumn');
  expect(chatRequests[0]!.body.tools?.map((t) => t.function.name)).toContain('save_to_library');

  // After a reload the conversation is as it was.
  await page.reload();
  await expect(log).toContainText('Crisp leaves drift down, red and gold.');
  await expectNoViolations(page, 'a conversation');

  // Dark theme, and a phone: the list folds away and nothing runs off the side.
  await page.goto('/dashboard/settings');
  await page.getByText('Dark', { exact: true }).click();
  await page.goBack();
  await expect(log).toContainText('Crisp leaves drift down, red and gold.');
  await expectNoViolations(page, 'a conversation (dark)');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('link', { name: /Write a haiku about autumn/ })).toBeHidden();
  const toggle = list.getByRole('button', { name: /Write a haiku about autumn \(1\)/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysOverflow(page);
  await expectNoViolations(page, 'a conversation at 390 px');
  await toggle.click();
  await expect(list.getByRole('link', { name: /Write a haiku about autumn/ })).toBeVisible();
  await expectNoViolations(page, 'the conversations at 390 px');
});

test('the assistant saves a prompt to the library, and it is there', async ({
  page,
  user,
  withModels: { fake },
}) => {
  const saved = {
    title: 'Autumn haiku',
    text: 'Write a haiku about autumn leaves, with a seasonal word and a cutting word.',
  };
  fake.answerFor(CHAT_MODEL, {
    chunks: ['I’ll save that prompt for you.'],
    toolCall: { id: 'call_save_1', name: 'save_to_library', arguments: JSON.stringify(saved) },
  });
  fake.answerFor(CHAT_MODEL, { chunks: ['Done: it is in your library as **Autumn haiku**.'] });
  const asked = fake.requests.length;
  await signInToDashboard(page, user);
  await openAssistant(page);
  await send(page, `Please save this prompt as "Autumn haiku": ${saved.text}`);

  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Saved to your library: Autumn haiku')).toBeVisible();
  await expect(log).toContainText('Done: it is in your library as Autumn haiku.');
  await expect(log.getByText('Writing…')).toHaveCount(0);
  // The raw call and result are a click away.
  await log.locator('summary', { hasText: 'Details' }).click();
  await expect(log.getByText('"promptId"')).toBeVisible();
  await expectNoViolations(page, 'a tool call in the transcript');

  // The tool's result went back to the model with the call's id.
  const chatRequests = fake.requests.slice(asked).filter((r) => r.body.model === CHAT_MODEL);
  expect(chatRequests).toHaveLength(2);
  const toolMessage = chatRequests[1]!.body.messages?.find((m) => m.role === 'tool');
  expect(toolMessage?.tool_call_id).toBe('call_save_1');
  expect(JSON.stringify(toolMessage?.content)).toContain('Autumn haiku');

  await log.getByRole('link', { name: 'Open your library' }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  const prompts = page.getByRole('list', { name: 'Prompts' });
  await prompts.getByRole('button', { name: 'Autumn haiku', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Autumn haiku' });
  await expect(detail.getByLabel('Prompt text')).toContainText(
    'a seasonal word and a cutting word',
  );
});

test('stopping an answer keeps what was written, marked stopped', async ({
  page,
  user,
  withModels: { fake },
}) => {
  // A slow answer that would take a minute.
  fake.answerFor(CHAT_MODEL, {
    chunks: Array.from({ length: 300 }, (_, i) => `word${i} `),
    gapMs: 200,
  });
  await signInToDashboard(page, user);
  await openAssistant(page);
  await send(page, 'Tell me a very long story');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('word3 ');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(log.getByText('Stopped. What the assistant wrote so far is kept.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  const kept = await log.innerText();
  expect(kept).toContain('word3');
  expect(kept).not.toContain('word299');
  await expectNoViolations(page, 'a stopped answer');

  // It stays stopped, with its text, after a reload.
  await page.reload();
  await expect(log.getByText('Stopped. What the assistant wrote so far is kept.')).toBeVisible();
  await expect(log).toContainText('word3');
  await expect(log.getByText('Writing…')).toHaveCount(0);
});
