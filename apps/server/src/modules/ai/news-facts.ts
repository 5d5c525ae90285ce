import type { AiCard, ArticleSummary } from '@kanqiu/contract';
import type { NewsServices } from '../news';
import type { NamedThing, Sport } from './lexicon';

/** Whose news: a team's matches, a competition, a sport, or (all unset) everything. */
export type NewsScope = { team?: NamedThing | undefined; competition?: NamedThing | undefined; sport?: Sport | null };

const NEWS_COUNT = 5;

/** The newest published articles of a scope, read through the news module's door; the narrowest scope wins. */
export function createNewsFacts(news: NewsServices['articles']) {
  return {
    recent({ team, competition, sport }: NewsScope): Promise<ArticleSummary[]> {
      const about = team
        ? { teamId: team.id }
        : competition
          ? { competitionId: competition.id }
          : sport
            ? { sport }
            : {};
      return news.recent(about, NEWS_COUNT);
    },
  };
}

export type NewsFacts = ReturnType<typeof createNewsFacts>;

export function articleCard(article: ArticleSummary): AiCard {
  const { id, columnId, title, summary, publishedAt, generated } = article;
  return { kind: 'article', articleId: id, columnId, title, summary, publishedAt, generated };
}
