import { Paperclip, SendHorizontal, Square, X } from 'lucide-react';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { CharacterCount } from '@/components/character-count';
import {
  ContextGenieSelect,
  currentGenieChoice,
  NO_CONTEXT,
  type GenieOption,
} from '@/components/context-genie-select';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/errors';
import { readAsBase64 } from '@/lib/files';
import { formatBytes } from '@/lib/format';
import type { ContentBlockInput } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import type { ChatSetup } from '../api/get-chat-setup';
import type { OutgoingMessage } from '../api/send-message';
import {
  acceptAttribute,
  checkFiles,
  countChars,
  imageDataUrl,
  messageProblem,
  type PendingAttachment,
} from '../utils/attachments';

/** The sentence under a PLAN_LIMIT refusal, for the renewal time. */
export function messagesAgainAt(when: string): string {
  return `You can send messages again at ${when}.`;
}

/** The next midnight UTC, when the Free plan's daily messages come back. */
export function nextUtcMidnight(now = new Date()): string {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  ).toISOString();
}

/** "12 of 20 messages left today" for a plan with a daily allowance, else null. */
export function messagesLeft(setup: Pick<ChatSetup, 'dailyMessages' | 'sentToday'>): {
  left: number;
  text: string;
} | null {
  if (setup.dailyMessages === null) return null;
  const left = Math.max(0, setup.dailyMessages - setup.sentToday);
  return {
    left,
    text: `${left} of ${setup.dailyMessages} ${setup.dailyMessages === 1 ? 'message' : 'messages'} left today`,
  };
}

/** The Context Genie to send for the picker's choice: the active one by default. */
function genieFor(choice: string, genies: readonly GenieOption[] | undefined): string | null {
  if (choice === NO_CONTEXT) return null;
  if (choice) return choice;
  return genies?.find((g) => g.isActive)?.id ?? null;
}

export interface ComposerHandle {
  focus: () => void;
}

export interface ComposerProps {
  ref?: Ref<ComposerHandle>;
  setup: ChatSetup;
  genies: readonly GenieOption[] | undefined;
  /** A reply is being written: nothing can be sent until it ends (or is stopped). */
  answering: boolean;
  stopping: boolean;
  onStop: () => void;
  /** Sends the message; rejects with the server's refusal. */
  onSend: (message: OutgoingMessage) => Promise<void>;
  /** The box's first text (a draft brought by a link). */
  initialText?: string | undefined;
}

let attachmentKeys = 0;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the count against the server's
 * limit; files attached (checked for type, size and count before they are read); the Context
 * Genie the assistant knows about (the active one by default); Free users' messages left
 * today. While a reply is written, Send becomes Stop. Refusals show here: the server's
 * message, with an upgrade link for the Free plan's daily limit.
 */
export function Composer({
  ref,
  setup,
  genies,
  answering,
  stopping,
  onStop,
  onSend,
  initialText = '',
}: ComposerProps) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [pickedGenie, setPickedGenie] = useState('');
  const genie = currentGenieChoice(pickedGenie, genies);
  const allowance = messagesLeft(setup);
  const outOfMessages = allowance?.left === 0;
  const busy = answering || sending;

  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);

  const addFiles = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (fileRef.current) fileRef.current.value = '';
    if (files.length === 0) return;
    const { accepted, problems } = checkFiles(files, attachments.length, setup);
    const read: PendingAttachment[] = [];
    for (const { file, kind, format } of accepted) {
      try {
        attachmentKeys += 1;
        read.push({
          key: `a${attachmentKeys}`,
          kind,
          format,
          name: file.name,
          size: file.size,
          source: await readAsBase64(file),
        });
      } catch {
        problems.push(`“${file.name}” could not be read. Try another file.`);
      }
    }
    setFileProblems(problems);
    setAttachments((current) => [...current, ...read].slice(0, setup.maxAttachments));
  };

  const submit = async () => {
    if (busy || outOfMessages) return;
    const wrong = messageProblem(text, attachments.length, setup.maxMessageChars);
    setProblem(wrong);
    setRefusal(null);
    if (wrong) {
      textareaRef.current?.focus();
      return;
    }
    const content: ContentBlockInput[] = [];
    if (text.trim()) content.push({ text: text.trim() });
    for (const a of attachments) {
      content.push(
        a.kind === 'image'
          ? { image: { format: a.format, source: a.source } }
          : { document: { format: a.format, name: a.name, source: a.source } },
      );
    }
    setSending(true);
    try {
      await onSend({
        content,
        contextGenieId: genieFor(genie, genies),
        tools: setup.toolConfiguration.tools.map((t) => t.toolSpec.name),
      });
      setText('');
      setAttachments([]);
      setFileProblems([]);
    } catch (error) {
      setRefusal(error);
    } finally {
      setSending(false);
      textareaRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const planLimited = isApiError(refusal, 'PLAN_LIMIT') ? refusal : null;
  const refusalText = refusal && !planLimited ? errorMessage(refusal) : null;
  const shownError = problem ?? refusalText;

  return (
    <form aria-label="Message the assistant" onSubmit={onSubmit} className="grid gap-3">
      <div className="grid gap-2 rounded-xl border border-border bg-card p-3 shadow-sm focus-within:border-ring">
        <label htmlFor={`${id}-message`} className="sr-only">
          Message
        </label>
        <Textarea
          ref={textareaRef}
          id={`${id}-message`}
          value={text}
          rows={2}
          placeholder="Ask the assistant to write, improve, find or save a prompt…"
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-60 min-h-14 resize-none border-0 bg-transparent p-1 shadow-none focus-visible:outline-none dark:bg-transparent"
        />
        {attachments.length > 0 ? (
          <ul aria-label="Attached files" className="flex flex-wrap gap-2">
            {attachments.map((a) => (
              <li
                key={a.key}
                className="flex max-w-full items-center gap-2 rounded-lg border border-border bg-muted/50 py-1 pr-1 pl-1.5 text-xs"
              >
                {a.kind === 'image' ? (
                  <img
                    src={imageDataUrl(a.format, a.source)}
                    alt=""
                    className="size-8 rounded object-cover"
                  />
                ) : null}
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{a.name}</span>
                  <span className="text-muted-foreground">
                    {a.format.toUpperCase()} · {formatBytes(a.size)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${a.name}`}
                  onClick={() => {
                    setAttachments((current) => current.filter((x) => x.key !== a.key));
                    textareaRef.current?.focus();
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileRef}
              id={`${id}-files`}
              type="file"
              multiple
              accept={acceptAttribute(setup.documentFormats)}
              disabled={busy || attachments.length >= setup.maxAttachments}
              aria-describedby={`${id}-files-hint`}
              onChange={(event) => void addFiles(event.target.files)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-files`}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-60',
              )}
            >
              <Paperclip aria-hidden="true" />
              Attach files
            </label>
            <ContextGenieSelect
              inline
              contexts={genies}
              value={genie}
              onChange={setPickedGenie}
              purpose="the assistant knows about"
              disabled={busy}
            />
          </div>
          <div className="ml-auto flex items-center gap-3">
            <CharacterCount value={text} count={countChars(text)} max={setup.maxMessageChars} />
            {answering ? (
              <Button type="button" variant="outline" loading={stopping} onClick={onStop}>
                {stopping ? null : <Square aria-hidden="true" />}
                {stopping ? 'Stopping…' : 'Stop'}
              </Button>
            ) : (
              <Button type="submit" loading={sending} disabled={outOfMessages}>
                {sending ? null : <SendHorizontal aria-hidden="true" />}
                Send
              </Button>
            )}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <p id={hintId}>
          Enter sends, Shift+Enter starts a new line.
          {answering ? ' You can send again once the assistant has answered.' : ''}
        </p>
        <p id={`${id}-files-hint`}>
          Up to {setup.maxAttachments} files: text documents (
          {setup.documentFormats.map((f) => f.toUpperCase()).join(', ')}) up to{' '}
          {formatBytes(setup.maxDocumentBytes)}, images (PNG, JPEG, GIF, WebP) up to{' '}
          {formatBytes(setup.maxImageBytes)}.
        </p>
        {allowance ? (
          <p
            className={cn(
              'font-medium',
              allowance.left === 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {allowance.text}
          </p>
        ) : null}
      </div>
      {fileProblems.length > 0 ? (
        <Alert variant="error">
          <ul className="grid gap-1">
            {fileProblems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {shownError ? (
        <Alert variant="error" id={errorId}>
          {shownError}
        </Alert>
      ) : null}
      {planLimited ? (
        <PlanLimitAlert
          message={planLimited.message}
          resetsAt={planLimited.resetsAt}
          renewalText={messagesAgainAt}
        />
      ) : outOfMessages && allowance && setup.dailyMessages !== null ? (
        <PlanLimitAlert
          message={`You have used today’s ${setup.dailyMessages} free assistant messages. Upgrade to Pro for unlimited messages, or come back tomorrow.`}
          resetsAt={nextUtcMidnight()}
          renewalText={messagesAgainAt}
        />
      ) : null}
    </form>
  );
}
