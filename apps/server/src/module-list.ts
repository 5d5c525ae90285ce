import { basketballModule, type BasketballPastGames } from './modules/basketball';
import { footballModule } from './modules/football';
import { healthModule } from './modules/health';
import { informModule } from './modules/inform';
import { matchModule } from './modules/match';
import { oddsModule } from './modules/odds';
import { roomsModule, type RoomMedia } from './modules/rooms';
import { userModule, type SmsSender } from './modules/user';
import { walletModule } from './modules/wallet';
import type { FeedStatus } from './platform/feed-status';
import type { KanqiuModule } from './platform/module';

/** What the composition root hands the modules that need something from outside the platform. */
export type ModulePorts = {
  feedStatus: FeedStatus;
  basketballPastGames: BasketballPastGames;
  smsSender?: SmsSender;
  media: RoomMedia;
};

/**
 * Every module of the API, in registration order: a module may use the services of those above it.
 * Adding a feature is its folder under modules/ plus one line here.
 */
export function kanqiuModules(ports: ModulePorts): KanqiuModule[] {
  return [
    healthModule(ports.feedStatus),
    userModule(ports.smsSender ? { smsSender: ports.smsSender } : {}),
    walletModule,
    informModule,
    matchModule,
    oddsModule,
    footballModule,
    basketballModule(ports.basketballPastGames),
    roomsModule(ports.media),
  ];
}
