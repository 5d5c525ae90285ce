import type { KanqiuModule } from '../../platform/module';
import { aiRoutes } from './ai.routes';
import { createAssistant } from './assistant.service';
import { createConversations } from './conversations.repository';
import { ai } from './migrations/0020_ai';
import { aiCodes } from './codes';

/**
 * AI 助手: answers fans' questions from the product's own data (matches, the 资料库) with the bundled offline
 * engine, or with an OpenAI-compatible model calling the same read-only tools when AI_BASE_URL and AI_API_KEY are set.
 */
export const aiModule: KanqiuModule = {
  name: 'ai',
  migrations: [ai],
  codes: aiCodes,
  async register(app, { database, clock, sportsClock, config, logger, use }) {
    const assistant = createAssistant({
      db: database.db,
      database: use('database'),
      odds: use('odds').serviceFor(use('match').matches),
      news: use('news').articles,
      football: use('football').details,
      basketball: use('basketball').details,
      conversations: createConversations(database.db),
      clock,
      sportsClock,
      remote: config.ai.remote,
      logger: logger.child({ module: 'ai' }),
    });
    await app.register(aiRoutes, { assistant, questionsPerMinute: config.ai.questionsPerMinute });
  },
};
