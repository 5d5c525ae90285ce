import { aiStreamEvent, type AiAnswer, type AiCard } from '@kanqiu/contract';

export type AskHandlers = { token(text: string): void; card(card: AiCard): void };
export type AskResult = { ok: true; answer: AiAnswer } | { ok: false; msg: string };

const FAILED = '回答失败，请稍后再试';

/** The complete `data:` events in `buffer`, and what is left of an event still arriving. */
export function splitEvents(buffer: string): { events: unknown[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('\n');
    if (!data) return [];
    try {
      return [JSON.parse(data) as unknown];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

async function refusal(response: Response): Promise<AskResult> {
  const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  return { ok: false, msg: typeof body?.msg === 'string' && body.msg ? body.msg : FAILED };
}

/** Asks through the web server's /ChatGPT/ask and hands each piece of the answer over as it arrives. */
export async function askAssistant(
  body: { question: string; conversationId?: number; earlierQuestions?: string[] },
  handlers: AskHandlers,
): Promise<AskResult> {
  let response: Response;
  try {
    response = await fetch('/ChatGPT/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, msg: '网络不太顺畅，请稍后再试' };
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    return refusal(response);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { ok: false, msg: FAILED };
    const split = splitEvents(buffer + value);
    buffer = split.rest;
    for (const raw of split.events) {
      const event = aiStreamEvent.safeParse(raw);
      if (!event.success) continue;
      const e = event.data;
      if (e.type === 'token') handlers.token(e.text);
      else if (e.type === 'card') handlers.card(e.card);
      else if (e.type === 'done') return { ok: true, answer: e.answer };
      else return { ok: false, msg: e.msg };
    }
  }
}
