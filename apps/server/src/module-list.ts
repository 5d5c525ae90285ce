import type { Agent } from 'node:https';
import type { FootballResult } from '@kanqiu/domain';
import { aiModule } from './modules/ai';
import { activityModule } from './modules/activity';
import { chatModule } from './modules/chat';
import { communityModule } from './modules/community';
import { basketballModule, type BasketballPastGames } from './modules/basketball';
import { expertsModule } from './modules/experts';
import { databaseModule, type BasketballArchive, type FootballArchive } from './modules/database';
import { footballModule } from './modules/football';
import { giftsModule } from './modules/gifts';
import { healthModule } from './modules/health';
import { imModule } from './modules/im';
import { informModule } from './modules/inform';
import { matchModule, type ReplayCalendar } from './modules/match';
import { minorModeModule } from './modules/minor-mode';
import { moderationModule } from './modules/moderation';
import { newsModule } from './modules/news';
import { predictionsModule } from './modules/predictions';
import { oddsModule } from './modules/odds';
import { roomsModule, type RoomMedia } from './modules/rooms';
import { userModule, type SmsSender } from './modules/user';
import { spoilerModule } from './modules/spoiler';
import { walletModule } from './modules/wallet';
import { webPushModule } from './modules/web-push';
import type { FeedStatus } from './platform/feed-status';
import type { KanqiuModule } from './platform/module';

/** What the composition root hands the modules that need something from outside the platform. */
export type ModulePorts = {
  feedStatus: FeedStatus;
  basketballPastGames: BasketballPastGames;
  footballArchive: FootballArchive;
  /** The replay's fixtures on today's calendar, beyond the feed's window of days. */
  replayCalendar: ReplayCalendar;
  basketballArchive: BasketballArchive;
  smsSender?: SmsSender;
  media: RoomMedia;
  webPushAgent?: Agent;
  /** The odds model's fair 1X2 chances of a real match, by its data set id. */
  oddsModelChances: (archiveMatchId: number) => { home: number; draw: number; away: number } | null;
  /** The earlier seasons' results (history file), for models that learn from them first. */
  footballHistory: () => readonly FootballResult[];
};

/**
 * Every module of the API, in registration order: a module may use the services of those above it.
 * Adding a feature is its folder under modules/ plus one line here.
 */
export function kanqiuModules(ports: ModulePorts): KanqiuModule[] {
  return [
    healthModule(ports.feedStatus),
    moderationModule,
    userModule(ports.smsSender ? { smsSender: ports.smsSender } : {}),
    minorModeModule,
    walletModule,
    informModule,
    matchModule(ports.replayCalendar),
    oddsModule,
    footballModule,
    basketballModule(ports.basketballPastGames),
    roomsModule(ports.media),
    spoilerModule,
    giftsModule,
    chatModule,
    imModule,
    webPushModule(ports.webPushAgent),
    databaseModule(ports.footballArchive, ports.basketballArchive),
    newsModule,
    communityModule,
    predictionsModule(
      {
        football: ports.footballArchive,
        basketball: ports.basketballArchive,
        oddsModelChances: ports.oddsModelChances,
        history: ports.footballHistory,
      },
      ports.feedStatus,
    ),
    aiModule,
    expertsModule,
    activityModule,
  ];
}
