import type { AiCard } from '@kanqiu/contract';
import type { AskedAt, Reply } from './bundled-engine';
import { TOOL_DEFINITIONS, type Toolbox } from './toolbox';

export type RemoteModel = { baseUrl: string; apiKey: string; model: string };

type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

type StreamDelta = {
  content?: string | null;
  tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
};
type StreamChunk = { choices?: { delta?: StreamDelta; finish_reason?: string | null }[] };

/** A past turn of the conversation the model sees. */
export type Turn = { role: 'user' | 'assistant'; text: string };

const MAX_TOOL_ROUNDS = 4;
const REQUEST_TIMEOUT_MS = 30_000;

const systemPrompt = (at: AskedAt) =>
  [
    '你是“看球”App 的体育助手，只回答足球和篮球相关的问题，用简洁自然的中文。',
    `今天是北京时间 ${at.today}。`,
    '所有比赛、比分、积分和球员数据都必须来自工具返回的结果，绝不编造；工具没有数据时回答“暂时没有这方面的数据”，并说明你能回答什么。',
    '“那场比赛”之类的说法指对话里前面问题提到的球队的比赛。',
    '与体育无关的问题礼貌地拒绝。',
  ].join('');

/** The `data:` payloads of a server-sent event stream, as they arrive. */
async function* ssePayloads(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
}

/** Text deltas go out as they come; tool call fragments are put together by their index. */
async function readTurn(body: ReadableStream<Uint8Array>, onToken: (text: string) => void) {
  let content = '';
  const calls: ToolCall[] = [];
  for await (const payload of ssePayloads(body)) {
    if (payload === '[DONE]') break;
    const delta = (JSON.parse(payload) as StreamChunk).choices?.[0]?.delta;
    if (delta?.content) {
      content += delta.content;
      onToken(delta.content);
    }
    for (const part of delta?.tool_calls ?? []) {
      const call = (calls[part.index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (part.id) call.id = part.id;
      call.function.name += part.function?.name ?? '';
      call.function.arguments += part.function?.arguments ?? '';
    }
  }
  return { content, calls: calls.filter(Boolean) };
}

/** Any OpenAI-compatible chat-completions endpoint, streaming, with the toolbox as its functions. */
export function createOpenAiEngine(model: RemoteModel, toolbox: Toolbox) {
  const url = `${model.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: WireMessage[], withTools: boolean): Promise<ReadableStream<Uint8Array>> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${model.apiKey}` },
      body: JSON.stringify({
        model: model.model,
        stream: true,
        messages,
        ...(withTools ? { tools: TOOL_DEFINITIONS, tool_choice: 'auto' } : {}),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) throw new Error(`chat completions answered ${response.status}`);
    return response.body;
  }

  return {
    async answer(
      question: string,
      history: readonly Turn[],
      at: AskedAt,
      onToken: (text: string) => void,
    ): Promise<Reply> {
      const messages: WireMessage[] = [
        { role: 'system', content: systemPrompt(at) },
        ...history.map((turn) => ({ role: turn.role, content: turn.text })),
        { role: 'user', content: question },
      ];
      const cards: AiCard[] = [];
      let text = '';
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
        const turn = await readTurn(await complete(messages, round < MAX_TOOL_ROUNDS), (token) => {
          text += token;
          onToken(token);
        });
        if (turn.calls.length === 0) break;
        messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.calls });
        for (const call of turn.calls) {
          const output = await toolbox.run(call.function.name, call.function.arguments, at);
          cards.push(...output.cards);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output.data) });
        }
      }
      return { text, cards };
    },
  };
}

export type OpenAiEngine = ReturnType<typeof createOpenAiEngine>;
