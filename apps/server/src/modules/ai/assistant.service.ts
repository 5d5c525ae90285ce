import type { AiAnswer, AiAskBody, AiCard } from '@kanqiu/contract';
import { matchDayOf, matchDayWeekday } from '@kanqiu/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/http/app-error';
import type { BasketballServices } from '../basketball';
import type { DatabaseService } from '../database';
import type { FootballServices } from '../football';
import type { NewsServices } from '../news';
import type { OddsService } from '../odds';
import { createBundledEngine, type AskedAt, type Reply } from './bundled-engine';
import type { Conversations } from './conversations.repository';
import { createLexicon, type Lexicon } from './lexicon';
import { createMatchFacts } from './match-facts';
import { createMatchStory } from './match-story';
import { createNewsFacts } from './news-facts';
import { createOpenAiEngine, type RemoteModel, type Turn } from './openai-engine';
import { createReferenceFacts } from './reference-facts';
import { createToolbox } from './toolbox';

/** Where an answer goes as it is written: text pieces, then its cards. */
export type AnswerSink = { token(text: string): void; card(card: AiCard): void };

type Deps = {
  db: Db;
  database: DatabaseService;
  odds: OddsService;
  news: NewsServices['articles'];
  football: FootballServices['details'];
  basketball: BasketballServices['details'];
  conversations: Conversations;
  /** Real time: when messages are stored. */
  clock: Clock;
  /** The feed's time: what "today" is. */
  sportsClock: Clock;
  remote: RemoteModel | undefined;
  logger: Logger;
};

const HISTORY_TURNS = 10;
const TOKEN_CHARACTERS = 2;

/** The bundled engine's answer, written out a couple of characters at a time like a model's stream. */
function* tokensOf(text: string): Generator<string> {
  const characters = Array.from(text);
  for (let i = 0; i < characters.length; i += TOKEN_CHARACTERS) {
    yield characters.slice(i, i + TOKEN_CHARACTERS).join('');
  }
}

export function createAssistant(deps: Deps) {
  const { db, conversations, clock, sportsClock, logger } = deps;
  const matches = createMatchFacts(db);
  const reference = createReferenceFacts(deps.database);
  const story = createMatchStory({ football: deps.football, basketball: deps.basketball });
  const news = createNewsFacts(deps.news);
  const bundled = createBundledEngine({ matches, reference, odds: deps.odds, news, story });
  let lexicon: Promise<Lexicon> | undefined;

  /** Read once the reference data is there; read again while it is not (a server before its first seed). */
  async function names(): Promise<Lexicon> {
    lexicon ??= createLexicon(db);
    const ready = await lexicon;
    if (ready.size === 0) lexicon = undefined;
    return ready;
  }

  const remote = deps.remote
    ? {
        model: deps.remote,
        engine: async () =>
          createOpenAiEngine(
            deps.remote as RemoteModel,
            createToolbox({ lexicon: await names(), matches, reference, odds: deps.odds, news, story }),
          ),
      }
    : undefined;

  async function bundledReply(
    question: string,
    history: readonly Turn[],
    at: AskedAt,
    sink: AnswerSink,
    pause: () => Promise<void>,
  ) {
    const lexicon = await names();
    const understand = (text: string) => lexicon.understand(text, matchDayWeekday(at.today));
    const found = understand(question);
    const earlier = history
      .filter((turn) => turn.role === 'user')
      .map((turn) => understand(turn.text).teams)
      .findLast((teams) => teams.length > 0);
    const reply = await bundled.answer(question, found, at, earlier);
    for (const token of tokensOf(reply.text)) {
      sink.token(token);
      await pause();
    }
    return reply;
  }

  async function remoteReply(question: string, history: Turn[], at: AskedAt, sink: AnswerSink): Promise<Reply | null> {
    if (!remote) return null;
    let written = false;
    try {
      const engine = await remote.engine();
      return await engine.answer(question, history, at, (token) => {
        written = true;
        sink.token(token);
      });
    } catch (error) {
      if (written) throw error;
      logger.warn({ err: error }, 'chat completions failed; the bundled engine answers');
      return null;
    }
  }

  /**
   * A fan's conversation from the server; otherwise the earlier questions the browser sent, read only to tell which
   * match or team a follow-up means (facts always come from the tools).
   */
  async function historyOf(userId: number | null, body: AiAskBody): Promise<Turn[]> {
    const { conversationId, earlierQuestions = [] } = body;
    if (conversationId === undefined) return earlierQuestions.map((text) => ({ role: 'user' as const, text }));
    if (userId === null || !(await conversations.exists(userId, conversationId))) fail('aiConversationNotFound');
    const conversation = await conversations.read(userId, conversationId);
    return (conversation?.messages ?? []).slice(-HISTORY_TURNS).map((m) => ({ role: m.role, text: m.text }));
  }

  return {
    /** Answers one question; `pause` paces the bundled engine's tokens when they are streamed. */
    async ask(
      userId: number | null,
      body: AiAskBody,
      sink: AnswerSink,
      pause: () => Promise<void> = async () => {},
    ): Promise<AiAnswer> {
      const history = await historyOf(userId, body);
      const now = sportsClock();
      const at = { now, today: matchDayOf(now) };
      const fromRemote = await remoteReply(body.question, history, at, sink);
      const reply = fromRemote ?? (await bundledReply(body.question, history, at, sink, pause));
      for (const card of reply.cards) sink.card(card);
      const stored = userId === null ? null : await store(userId, body.conversationId, body.question, reply);
      return {
        conversationId: stored?.conversationId ?? null,
        messageId: stored?.messageId ?? null,
        text: reply.text,
        cards: reply.cards,
        engine: fromRemote ? 'openai' : 'bundled',
      };
    },
    list: (userId: number) => conversations.list(userId),
    async read(userId: number, id: number) {
      return (await conversations.read(userId, id)) ?? fail('aiConversationNotFound');
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await conversations.remove(userId, id))) fail('aiConversationNotFound');
    },
  };

  async function store(userId: number, conversationId: number | undefined, question: string, reply: Reply) {
    const now = clock();
    const id = conversationId ?? (await conversations.start(userId, question, now));
    return { conversationId: id, messageId: await conversations.append(id, question, reply, now) };
  }
}

export type Assistant = ReturnType<typeof createAssistant>;
