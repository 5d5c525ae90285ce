import type {
  Currency,
  GuessMarket,
  LedgerReason,
  NameSource,
  NoticeKindName,
  PrizeKind,
  SettlementOutcome,
  SystemNoticeKind,
  TipMarket,
  TipPick,
} from '@kanqiu/domain';
import type { ColumnType, Generated } from 'kysely';

/** Epoch seconds (UTC). */
type Timestamp = number;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string | null;
  nick_name: string;
  portrait: string | null;
  portrait_new: string | null;
  portrait_audit: 'none' | 'pending' | 'approved' | 'rejected';
  theme_color: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  code_hash: string;
  ip: string;
  attempts: Flag;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface PasswordIvsTable {
  id: string;
  key: string;
  iv: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RealNamesTable {
  user_id: number;
  real_name_masked: string;
  id_number_masked: string;
  id_number_hash: string;
  certified_at: Timestamp;
  /**
   * YYYY-MM-DD from the ID number (docs/decisions/0064-minor-mode-and-money-rules.md: only adults pay); null for
   * accounts certified before it was kept.
   */
  birth_date?: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string;
  content: string;
  contact: string | null;
  ip: string;
  created_at: Timestamp;
}

export interface Database
  extends
    SportsTables,
    WalletTables,
    RoomTables,
    GiftTables,
    WebPushTables,
    SpoilerTables,
    ChatTables,
    ImTables,
    NewsTables,
    CommunityTables,
    AiTables,
    ExpertTables,
    ActivityTables,
    MinorModeTables,
    ModerationTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  password_ivs: PasswordIvsTable;
  real_names: RealNamesTable;
  feedback: FeedbackTable;
  hub_outbox_marks: HubOutboxMarksTable;
}

/** An instance holds publications of a channel its hub's store has not taken (realtime/outbox-marks.ts). */
export interface HubOutboxMarksTable {
  instance: string;
  channel: string;
  marked_at: Timestamp;
}

export interface CompetitionsTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  letter: string;
  country: string;
  kind: string;
  color: string;
  hot: Flag;
  sort: Flag;
}

export interface TeamsTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  abbr: string | null;
  city: string | null;
  country: string | null;
  /** Club colours, #RRGGBB (migration 0010). */
  primary_color: string | null;
  secondary_color: string | null;
}

export interface PlayersTable {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  role: string | null;
  birth_date: string | null;
  height: number | null;
  weight: number | null;
  foot: string | null;
  nationality: string | null;
  /** The name as the source writes it, when the shown name is a translation (search finds both). */
  source_name: string | null;
  /** Where `name` comes from (`NameSource` of the domain); null on rows seeded before it was kept. */
  name_source: NameSource | null;
}

export interface SquadMembersTable {
  team_id: number;
  competition_id: number;
  player_id: number;
  season: string;
  appearances: number;
  starts: number;
}

/** Score pairs are stored as "h-a" text; period scores as JSON `[[h,a],…]`. */
export interface MatchesTable {
  id: Generated<number>;
  provider: string;
  provider_match_id: string;
  sport: 'football' | 'basketball';
  source: 'replay' | 'generated' | 'live' | 'realScore';
  competition_id: number;
  season: string;
  round: string | null;
  home_team_id: number;
  away_team_id: number;
  kickoff_at: Timestamp;
  venue: string | null;
  state: Flag;
  raw_state: ColumnType<string, string | undefined, string>;
  period: number | null;
  period_start_at: Timestamp | null;
  home_score: Flag;
  away_score: Flag;
  half_time_score: string | null;
  extra_time_score: string | null;
  penalty_score: string | null;
  period_scores: string | null;
  home_red: Flag;
  away_red: Flag;
  home_yellow: Flag;
  away_yellow: Flag;
  home_corners: Flag;
  away_corners: Flag;
  version: Flag;
  updated_at: Timestamp;
  /** When the stored state and score happened, as a pushed feed said; null when it did not say. */
  state_at: Timestamp | null;
  score_at: Timestamp | null;
}

/** Signatures of recent pushes to /feed/push, kept until their timestamp is too old to be accepted anyway. */
export interface PushSignaturesTable {
  signature: string;
  expires_at: Timestamp;
}

/** A data provider's competition, team or player and the Kanqiu id it maps onto (migration 0050). */
export interface ProviderIdsTable {
  provider: string;
  kind: 'competition' | 'team' | 'player';
  provider_id: string;
  kanqiu_id: number;
  /** JSON of the row the feed created for it; null when it matched a row of the bundled data. */
  created_row: string | null;
}

export interface IncidentsTable {
  id: Generated<number>;
  match_id: number;
  incident_key: string;
  type: number;
  side: 'home' | 'away';
  period: number;
  second: number;
  minute_label: string;
  player_id: number | null;
  player_name: string | null;
  related_player_id: number | null;
  related_player_name: string | null;
  score: string | null;
  cancelled: Flag;
  version: number;
}

/** `stats` is JSON: `{ [statisticType]: [home, away] }`. */
export interface MatchStatisticsTable {
  match_id: number;
  minute: number;
  stats: string;
}

export interface LineupsTable {
  match_id: number;
  side: 'home' | 'away';
  starter: number;
  sort: number;
  player_id: number | null;
  name: string;
  shirt_number: number | null;
  position: string | null;
}

export interface OddsCompaniesTable {
  id: number;
  name_zh: string;
  margin: number;
  sort: number;
}

export interface OddsLinesTable {
  id: Generated<number>;
  line_key: string;
  match_id: number;
  company_id: number;
  /** A company's market, or a lottery's (jcSpf, jcRq, bdSpf, bdRq). */
  market: 'asia' | 'euro' | 'total' | 'jcSpf' | 'jcRq' | 'bdSpf' | 'bdRq';
  phase: 'open' | 'pre' | 'live';
  left_value: number;
  middle_value: number;
  right_value: number;
  /** A lottery 让球 line's whole goals added to the home score; null otherwise. */
  handicap: ColumnType<number | null, number | null | undefined, number | null>;
  minute: number | null;
  score: string | null;
  at: Timestamp;
}

/** A basketball play; `score` is "h-a" after it. */
export interface PlaysTable {
  id: Generated<number>;
  match_id: number;
  play_key: string;
  type: number;
  side: 'home' | 'away' | null;
  period: number;
  seconds_left: number;
  player_id: number | null;
  player_name: string | null;
  related_player_id: number | null;
  related_player_name: string | null;
  points: number;
  score: string;
  version: number;
}

/** `box` is JSON: `{ home: TeamBoxScore, away: TeamBoxScore }` at the game minute. */
export interface BoxScoresTable {
  match_id: number;
  minute: number;
  box: string;
}

/** Results of seasons before the replayed one (openfootball), for head-to-head and the database. */
export interface PastResultsTable {
  id: Generated<number>;
  competition_id: number;
  season: string;
  round: string | null;
  played_on: string;
  home_team_id: number | null;
  home_name: string;
  away_team_id: number | null;
  away_name: string;
  home_score: number;
  away_score: number;
  half_time_score: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface MatchFollowsTable {
  user_id: number;
  match_id: number;
  created_at: Timestamp;
}

export interface SportsTables {
  competitions: CompetitionsTable;
  teams: TeamsTable;
  players: PlayersTable;
  squad_members: SquadMembersTable;
  matches: MatchesTable;
  incidents: IncidentsTable;
  match_statistics: MatchStatisticsTable;
  lineups: LineupsTable;
  odds_companies: OddsCompaniesTable;
  odds_lines: OddsLinesTable;
  match_follows: MatchFollowsTable;
  plays: PlaysTable;
  box_scores: BoxScoresTable;
  past_results: PastResultsTable;
  app_meta: AppMetaTable;
  push_signatures: PushSignaturesTable;
  provider_ids: ProviderIdsTable;
}

/** One idempotent ledger request (credit, debit or transfer): `fingerprint` is its content, to tell a replay from a conflict. */
export interface WalletOperationsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  created_at: Timestamp;
}

/** Append-only: `amount` is signed (+ credit, − debit); `balance_after` is the balance once it applied. */
export interface WalletEntriesTable {
  id: Generated<number>;
  operation_id: number;
  user_id: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  reference: string | null;
  counterparty_id: number | null;
  sandbox: Flag;
  idempotency_key: string;
  created_at: Timestamp;
}

/** The cached sum of a user's entries in one currency, never below zero (a check constraint too). */
export interface WalletBalancesTable {
  user_id: number;
  currency: Currency;
  amount: number;
}

export type RechargeOrderState = 'created' | 'paid' | 'closed' | 'refunding' | 'refunded';

/** A 充值 paid through a provider (WeChat Pay, Alipay); amounts in 分, `order_no` is the provider's out_trade_no. */
export interface RechargeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  request_id: string;
  provider: string;
  package_id: string;
  amount_fen: number;
  currency: string;
  coins: number;
  state: RechargeOrderState;
  pay_url: string | null;
  provider_trade_no: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  closed_at: Timestamp | null;
}

/** A fan's openid in the 公众号 of JSAPI 支付, from WeChat's 网页授权. */
export interface WechatOpenidsTable {
  user_id: number;
  app_id: string;
  openid: string;
  updated_at: Timestamp;
}

export interface WalletTables {
  wallet_operations: WalletOperationsTable;
  wallet_entries: WalletEntriesTable;
  wallet_balances: WalletBalancesTable;
  recharge_orders: RechargeOrdersTable;
  wechat_openids: WechatOpenidsTable;
}

/** A live-stream room; `anchor_id` null for the bundled demo rooms. `stream_key_hash` is SHA-256 hex. */
export interface RoomsTable {
  id: Generated<number>;
  anchor_id: number | null;
  title: string;
  cover: string | null;
  category: number;
  match_id: number | null;
  stream_name: string;
  stream_key_hash: string | null;
  demo: Flag;
  live: Flag;
  live_since: Timestamp | null;
  ended_at: Timestamp | null;
  viewer_count: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A watcher's last heartbeat in a room; `viewer_id` is chosen by the client per page. */
export interface RoomViewersTable {
  room_id: number;
  viewer_id: string;
  seen_at: Timestamp;
}

export interface RoomTables {
  rooms: RoomsTable;
  room_viewers: RoomViewersTable;
}

/** A browser's push subscription (Push API) of a signed-in fan; `settings` is JSON of PushSettings. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  settings: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One alert claimed for one subscription: the unique key keeps every instance from sending it twice. */
export interface PushDeliveriesTable {
  subscription_id: number;
  match_id: number;
  alert_key: string;
  created_at: Timestamp;
}

export interface WebPushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
}

/** 防剧透 per user: `mode` off/chosen/all, `match_ids` a JSON array of match ids. */
export interface SpoilerSettingsTable {
  user_id: number;
  mode: string;
  match_ids: string;
  delay_seconds: number;
  updated_at: Timestamp;
}

export interface SpoilerTables {
  spoiler_settings: SpoilerSettingsTable;
}

/** One gift send; `client_id` is the sender's id of the tap, so a resend is found instead of sent again. */
export interface GiftSendsTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  /** Null for the bundled demo rooms, which have no anchor to credit. */
  anchor_id: number | null;
  client_id: string;
  gift_id: string;
  count: number;
  coins: number;
  noble_tier_id: string | null;
  created_at: Timestamp;
}

/** A fan's noble tier and when it ends; a lapsed row confers nothing. */
export interface NobleHoldingsTable {
  user_id: number;
  tier_id: string;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

/** Every paid noble purchase, once per request id. */
export interface NoblePurchasesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  tier_id: string;
  kind: 'new' | 'renew' | 'upgrade';
  coins: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface GiftTables {
  gift_sends: GiftSendsTable;
  noble_holdings: NobleHoldingsTable;
  noble_purchases: NoblePurchasesTable;
}

/** A chat line of a group (`football`, `basketball` or a room id); `client_id` makes a resend the same message. */
export interface ChatMessagesTable {
  id: Generated<number>;
  group_key: string;
  kind: string;
  text: string;
  user_id: number | null;
  client_id: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** Who may not speak in a group, until when, and who said so. */
export interface ChatMutesTable {
  group_key: string;
  user_id: number;
  muted_until: Timestamp;
  muted_by: number;
}

/** A group's announcement (公告); a group without a row shows the platform's. */
export interface ChatNoticesTable {
  group_key: string;
  text: string;
  updated_at: Timestamp;
  updated_by: number;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  chat_notices: ChatNoticesTable;
}

/** `follower_id` follows `followee_id`; two follows both ways make friends (modules/im). */
export interface ImFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: Timestamp;
}

/** `user_id` blocked `blocked_id`: no messages either way. */
export interface ImBlocksTable {
  user_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

/**
 * A conversation: `direct` (two friends, `direct_key` "<low id>-<high id>"), `group`, or a user's
 * `notice` box (`direct_key` "notice-<id>"). `last_seq` numbers its messages; times in milliseconds.
 */
export interface ImConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'group' | 'notice';
  direct_key: string | null;
  name: string | null;
  announcement: string | null;
  muted_all: Flag;
  last_seq: Flag;
  last_at: number;
  created_at: number;
}

/** A member of a conversation and where they stand in it; `muted_until` ms (a far future for permanent). */
export interface ImMembersTable {
  conversation_id: number;
  user_id: number;
  role: 'owner' | 'admin' | 'member';
  read_seq: Flag;
  cleared_seq: Flag;
  muted_until: number | null;
  message_status: Flag;
  pinned: Flag;
  joined_at: number;
}

/** A stored message: stored before any delivery; `client_id` makes a resend the same message. */
export interface ImMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  code: number;
  sender_id: number | null;
  client_id: string | null;
  /**
   * `body` is the text, or for an image the JSON of its files (`ImImage`), for a match card the JSON of the
   * card, for a system notice the JSON of the notice (`ImNotice`).
   */
  kind: 'text' | 'notice' | 'system' | 'image' | 'match';
  body: string;
  at_info: string | null;
  recalled: Flag;
  /** Deleted by its sender: gone for everyone (0024). */
  deleted: Flag;
  created_at: number;
  /** A system notice's kind, by which the 通知中心 groups it (0079). */
  notice_kind: ColumnType<SystemNoticeKind | null, SystemNoticeKind | null | undefined, SystemNoticeKind | null>;
  /** A notice read in the 通知中心 (0079); a notice at or before the box's read position is read too. */
  notice_read: Flag;
}

/** A message a user keeps (收藏). */
export interface ImFavoritesTable {
  user_id: number;
  message_id: number;
  created_at: number;
}

/** A user's report of a message or a conversation, for the operators. */
/** Which notices a user already got, by the sender's key: a notice is stored once per (user, key). */
export interface ImNoticeKeysTable {
  user_id: number;
  key: string;
  created_at: number;
}

/** An operator's 公告. */
export interface ImNotesTable {
  id: Generated<number>;
  title: string;
  body: string;
  link: string | null;
  created_at: number;
}

export interface ImTables {
  im_follows: ImFollowsTable;
  im_blocks: ImBlocksTable;
  im_conversations: ImConversationsTable;
  im_members: ImMembersTable;
  im_messages: ImMessagesTable;
  im_favorites: ImFavoritesTable;
  im_notice_keys: ImNoticeKeysTable;
  im_notes: ImNotesTable;
}

/** A newsroom article: `body` is JSON `string[]` (plain paragraphs), `cover` JSON of the score card to draw. */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** `roundup`: a league round's 综述 (match_id: the round's last match). `editorial`: written by an operator (Markdown in `markdown`, its sanitised HTML in `html`). */
  kind: 'preview' | 'report' | 'recap' | 'roundup' | 'editorial';
  match_id: number | null;
  sport: 'football' | 'basketball';
  competition_id: number;
  column_id: number;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  generated: Flag;
  read_count: Flag;
  like_count: Flag;
  comment_count: Flag;
  published_at: Timestamp;
  created_at: Timestamp;
  markdown: string | null;
  html: string | null;
  /** An operator's uploaded cover (`/uploads/news/…`), instead of the drawn score card. */
  cover_image: string | null;
  hidden: Flag;
  updated_at: Timestamp | null;
}

/** The search index (platform/search): one row per article or post, its words segmented by jieba. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: 'news' | 'post';
  ref: string;
  title: string;
  excerpt: string;
  words: string;
  published_at: Timestamp;
}

export interface NewsLikesTable {
  article_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface NewsCommentsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  content: string;
  created_at: Timestamp;
}

/** One item a user opened (`kind` news or post, `ref` its id or code), kept with its title and path. */
export interface ViewHistoryTable {
  user_id: number;
  kind: 'news' | 'post';
  ref: string;
  title: string;
  path: string;
  viewed_at: Timestamp;
}

export interface NewsTables {
  view_history: ViewHistoryTable;
  news_articles: NewsArticlesTable;
  news_likes: NewsLikesTable;
  news_comments: NewsCommentsTable;
  search_documents: SearchDocumentsTable;
}

/** A circle (圈子) of a competition or a club; `key` is `c<competitionId>` or `t<teamId>`. */
export interface CirclesTable {
  id: Generated<number>;
  key: string;
  name: string;
  sport: 'football' | 'basketball';
  competition_id: number | null;
  team_id: number | null;
  follower_count: Flag;
  post_count: Flag;
  sort: number;
}

export interface CircleFollowsTable {
  circle_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A post or question; a seeded example has no `user_id` but a `sample_author` and the match it is about. */
export interface PostsTable {
  id: Generated<number>;
  code: string;
  circle_id: number;
  user_id: number | null;
  sample_author: string | null;
  sample_match_id: number | null;
  kind: 'post' | 'question';
  title: string | null;
  content: string;
  like_count: Flag;
  comment_count: Flag;
  accepted_comment_id: number | null;
  hidden: Flag;
  deleted: Flag;
  created_at: Timestamp;
  tag_kind: 'match' | 'team' | null;
  tag_id: number | null;
  tag_sport: 'football' | 'basketball' | null;
  tag_label: string | null;
}

/** `parent_id` null: a comment on the post; else a reply under that comment (two levels). */
export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  deleted: Flag;
  /** Hidden by an operator (0036). */
  hidden: Flag;
  created_at: Timestamp;
}

export interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A picture uploaded for a post; `post_id` is null until the post that shows it is written. */
export interface PostImagesTable {
  id: Generated<number>;
  name: string;
  user_id: number;
  post_id: number | null;
  position: Flag;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface PostMentionsTable {
  post_id: number;
  user_id: number;
}

/** A 互动消息: `actor_id` replied to, liked, mentioned or accepted something of `user_id` on the post. */
export interface CommunityNoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: NoticeKindName;
  actor_id: number;
  post_id: number;
  comment_id: number | null;
  read: Flag;
  created_at: Timestamp;
}

export interface CommunityTables {
  circles: CirclesTable;
  circle_follows: CircleFollowsTable;
  posts: PostsTable;
  post_comments: PostCommentsTable;
  post_likes: PostLikesTable;
  post_images: PostImagesTable;
  post_mentions: PostMentionsTable;
  community_notices: CommunityNoticesTable;
}

/** An AI assistant conversation of a signed-in fan (guests keep theirs in the browser). */
export interface AiConversationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A question or an answer; `cards` is the JSON array of the answer's cards (match, standings, player). */
export interface AiMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: 'user' | 'assistant';
  content: string;
  cards: string;
  created_at: Timestamp;
}

export interface AiTables {
  ai_conversations: AiConversationsTable;
  ai_messages: AiMessagesTable;
}

/** An expert: a certified user (`user_id`) or a 模拟专家 (`style`, its model); `level` follows its record. */
export interface ExpertsTable {
  id: Generated<number>;
  user_id: number | null;
  style: string | null;
  name: string;
  description: string;
  level: Flag;
  created_at: Timestamp;
}

/** One tip: the line and decimal odds at publication; `outcome` once settled; `retro` a 回溯 tip. */
export interface ExpertTipsTable {
  id: Generated<number>;
  code: string;
  expert_id: number;
  match_id: number;
  market: TipMarket;
  pick: TipPick;
  line: number | null;
  odds: number;
  price: number;
  analysis: string;
  retro: Flag;
  published_at: Timestamp;
  outcome: SettlementOutcome | null;
  settled_at: Timestamp | null;
}

export interface TipPurchasesTable {
  tip_id: number;
  user_id: number;
  price: number;
  refunded: Flag;
  created_at: Timestamp;
}

export interface ExpertFollowsTable {
  user_id: number;
  expert_id: number;
  created_at: Timestamp;
}

export interface ExpertTables {
  experts: ExpertsTable;
  expert_tips: ExpertTipsTable;
  tip_purchases: TipPurchasesTable;
  expert_follows: ExpertFollowsTable;
}

/** A fan who joined the activity, and the sign-in streak: the last Beijing day signed in and its count. */
export interface ActivityMembersTable {
  user_id: number;
  joined_at: Timestamp;
  last_sign_day: string | null;
  streak: Flag;
}

/** A points guess on a match: odds fixed when placed; `outcome` and `returned` once settled. */
export interface ActivityGuessesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  match_id: number;
  market: GuessMarket;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  line: number | null;
  odds: number;
  stake: number;
  outcome: 'win' | 'halfWin' | 'push' | 'halfLoss' | 'loss' | 'void' | null;
  returned: number | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** The wheel's slots (seeded from the domain's table): weights in ten-thousandths, stock left for goods. */
export interface LotteryPrizesTable {
  id: string;
  sort: number;
  name: string;
  kind: PrizeKind;
  amount: number;
  weight: number;
  stock: number | null;
}

/** A fan's round of draws: the seed is secret (only its hash shown) until `revealed_at`. */
export interface LotteryRoundsTable {
  id: Generated<number>;
  user_id: number;
  seed: string;
  seed_hash: string;
  /** The fan's part of the draw message (a random one until they choose). */
  client_seed: string;
  day: string;
  draws: Flag;
  revealed_at: Timestamp | null;
  created_at: Timestamp;
}

/** One draw: the slot the unit landed in, the prize given (the consolation one when sold out), and its shipping. */
export interface LotteryDrawsTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  round_id: number;
  nonce: number;
  unit: number;
  slot_id: string;
  prize_id: string;
  cost: number;
  address_text: string | null;
  tracking_no: string | null;
  claimed_at: Timestamp | null;
  shipped_at: Timestamp | null;
  created_at: Timestamp;
}

/** A shipping address (收货地址): the 省/市/区 as the district's code and its names. */
export interface ActivityAddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  area_code: string;
  region: string;
  street: string;
  is_default: Flag;
  created_at: Timestamp;
}

export interface ActivityTables {
  activity_members: ActivityMembersTable;
  activity_guesses: ActivityGuessesTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_rounds: LotteryRoundsTable;
  lottery_draws: LotteryDrawsTable;
  activity_addresses: ActivityAddressesTable;
}

/** 青少年模式 of an account (`u:<id>`) or a guest's device (`d:<device id>`), with today's active minutes. */
export interface MinorModesTable {
  holder: string;
  password_hash: string;
  enabled_at: Timestamp;
  usage_day: string | null;
  used_minutes: number;
  last_minute: number;
  /** The Beijing day on which the password let the holder past the rest hours and the daily time. */
  pass_day: string | null;
  /** Wrong passwords since `password_failed_since` (the first of them within the current window). */
  password_failures: Generated<number>;
  password_failed_since: Timestamp | null;
}

/** Rooms and posts an operator marked as fit for 青少年模式 (`kind` room or post, `ref` its id or code). */
export interface MinorSuitableTable {
  kind: string;
  ref: string;
  marked_at: Timestamp;
}

/** The coins an account spent on gifts, 贵族 and tips, one row per spend, for the daily and monthly limits. */
export interface SpendLogTable {
  id: Generated<number>;
  user_id: number;
  coins: number;
  day: string;
  month: string;
  created_at: Timestamp;
}

export interface MinorModeTables {
  minor_modes: MinorModesTable;
  minor_suitable: MinorSuitableTable;
  spend_log: SpendLogTable;
}

/**
 * An operator's block of a user (modules/moderation): where it holds (`roomChat`, `im`, `community` or `all`),
 * optionally in one room or towards one user, until `until` (seconds; null: no end).
 */
export interface ModerationBlocksTable {
  id: Generated<number>;
  user_id: number;
  scope: 'roomChat' | 'im' | 'community' | 'all';
  room_id: number | null;
  target_id: number | null;
  until: Timestamp | null;
  reason: string;
  created_at: Timestamp;
}

/** A fan's report about a subject; `subject_part` is an IM message's seq in the conversation `subject_id`. */
export interface ModerationReportsTable {
  id: Generated<number>;
  subject: 'roomChatLine' | 'imMessage' | 'post' | 'comment' | 'user';
  subject_id: number;
  subject_part: number | null;
  reporter_id: number;
  reason: string;
  status: Generated<'pending' | 'actioned' | 'dismissed'>;
  action: 'dismiss' | 'remove' | 'hide' | 'block' | null;
  note: Generated<string>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** A user or keyword a fan blocked in chat for themself. */
export interface FanChatFiltersTable {
  user_id: number;
  kind: 'user' | 'word';
  value: string;
  blocked_user_id: number | null;
  created_at: Timestamp;
}

export interface ModerationTables {
  moderation_blocks: ModerationBlocksTable;
  moderation_reports: ModerationReportsTable;
  fan_chat_filters: FanChatFiltersTable;
}
