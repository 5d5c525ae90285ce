export { useBothSportsLive } from './both-sports';
