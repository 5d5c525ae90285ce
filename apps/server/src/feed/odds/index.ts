/** The football odds model: fitted strengths → probabilities → main lines → company prices → odds events. */
export { ODDS_COMPANIES, type OddsCompany } from './companies';
export { oddsEventsUntil, type MatchSnapshot, type OddsFixture } from './odds-feed';
export { fitStrengths, preMatchOutcomes, type StrengthTable } from './strengths';
