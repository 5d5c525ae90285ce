/** 运营: the operators' screens, reached by address only (never linked from a fan's screen). */
export { ReportQueuePage } from './report-queue-page';
