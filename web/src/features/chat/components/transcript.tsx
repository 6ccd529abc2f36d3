import { useEffect, useLayoutEffect, useRef } from 'react';

import type { ChatMessage } from '../api/fragments';
import type { ReplyState } from '../hooks/use-reply-stream';

import { MessageView } from './message-view';

/** How close to the bottom (px) still counts as reading the latest message. */
const NEAR_BOTTOM_PX = 96;

/** What the polite status says of the followed reply. */
function replyAnnouncement(state: ReplyState): string {
  const message = state.message;
  if (!message) return '';
  if (state.phase === 'lost') return 'The connection to the assistant was lost.';
  switch (message.status) {
    case 'ANSWERING':
      return state.stopping ? 'Stopping the answer…' : 'The assistant is answering…';
    case 'COMPLETE':
      return 'The assistant has answered.';
    case 'STOPPED':
      return 'The answer was stopped.';
    case 'FAILED':
      return 'The answer failed.';
  }
}

/**
 * The conversation as a log (polite: screen readers hear new messages; the reply being written
 * is busy until it ends). On wide screens it scrolls on its own; the view follows the latest
 * message as it grows while the reader is at the bottom (the end marker is in view), and a new
 * message always brings it down. A separate status says when the assistant starts and stops.
 */
export function Transcript({
  messages,
  reply,
  genieName,
}: {
  messages: ChatMessage[];
  reply: ReplyState;
  genieName: (id: string) => string | null;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);

  useEffect(() => {
    const end = endRef.current;
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) stickRef.current = entry.isIntersecting;
      },
      { rootMargin: `0px 0px ${NEAR_BOTTOM_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  const count = messages.length;
  const lastCountRef = useRef(count);
  useLayoutEffect(() => {
    const grew = count !== lastCountRef.current;
    lastCountRef.current = count;
    if (grew || stickRef.current) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <>
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="rounded-lg px-1 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-0 md:flex-1 md:overflow-y-auto md:overscroll-contain"
      >
        <div className="grid gap-6">
          {messages.map((message) => (
            <MessageView
              key={message.id}
              message={message}
              genieName={genieName}
              error={reply.message?.id === message.id ? reply.error : null}
            />
          ))}
        </div>
        <div ref={endRef} aria-hidden="true" className="h-px" />
      </div>
      <p role="status" className="sr-only">
        {replyAnnouncement(reply)}
      </p>
    </>
  );
}
