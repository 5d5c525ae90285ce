/** The Xinhua table a name is transliterated by. 'generic' reads other languages' Latin spellings letter by
 * letter as the Romance tables do. Japanese, Korean and Chinese names have none: they come in characters. */
export type NameLanguage =
  | 'english'
  | 'spanish'
  | 'portuguese'
  | 'french'
  | 'german'
  | 'italian'
  | 'dutch'
  | 'south-slavic'
  | 'east-slavic'
  | 'polish'
  | 'czech'
  | 'turkish'
  | 'generic';

// prettier-ignore
const byLanguage: Record<Exclude<NameLanguage, 'generic'>, readonly string[]> = {
  english: [
    'Australia', 'Bangladesh', 'Barbados', 'Bermuda', 'Canada', 'England', 'Gambia', 'Ghana', 'Grenada', 'Guyana',
    'Ireland Republic', 'Jamaica', 'Kenya', 'Montserrat', 'New Zealand', 'Nigeria', 'Northern Ireland', 'Samoa',
    'Scotland', 'Sierra Leone', 'South Africa', 'St. Lucia', 'Tanzania', 'Trinidad and Tobago', 'United States',
    'Wales', 'Zambia', 'Zimbabwe',
  ],
  spanish: [
    'Argentina', 'Chile', 'Colombia', 'Costa Rica', 'Cuba', 'Dominican Republic', 'Ecuador', 'Equatorial Guinea',
    'Honduras', 'Mexico', 'Panama', 'Paraguay', 'Peru', 'Philippines', 'Spain', 'Uruguay', 'Venezuela',
  ],
  portuguese: [
    'Angola', 'Brazil', 'Cape Verde Islands', 'Guinea-Bissau', 'Mozambique', 'Portugal', 'São Tomé e Príncipe',
  ],
  // Belgium reads French: many of its players in the data are Walloon or of francophone African families, and
  // the table writes them the French way (阿扎尔, 默尼耶): 15 of its 38 entries, against 10 read as Dutch.
  french: [
    'Belgium', 'Benin', 'Burkina Faso', 'Burundi', 'Cameroon', 'Central African Republic', 'Chad', 'Comoros',
    'Congo', 'Congo DR', "Côte d'Ivoire", 'France', 'French Guiana', 'Gabon', 'Guadeloupe', 'Guinea', 'Haiti',
    'Luxembourg', 'Mali', 'Martinique', 'Mauritius', 'New Caledonia', 'Niger', 'Reunion', 'Rwanda', 'Senegal',
    'Togo',
  ],
  german: ['Austria', 'Germany', 'Liechtenstein', 'Switzerland'],
  italian: ['Italy'],
  dutch: ['Curaçao', 'Netherlands', 'Suriname'],
  'south-slavic': ['Bosnia-Herzegovina', 'Croatia', 'Macedonia FYR', 'Montenegro', 'Serbia', 'Slovenia'],
  'east-slavic': ['Bulgaria', 'Kazakhstan', 'Russia', 'Tajikistan', 'Ukraine'],
  polish: ['Poland'],
  czech: ['Czech Republic', 'Slovakia'],
  turkish: ['Turkey'],
};

const languageByCountry = new Map<string, NameLanguage>(
  Object.entries(byLanguage).flatMap(([language, countries]) =>
    countries.map((country) => [country, language as NameLanguage] as const),
  ),
);

const inCharacters = new Set(['Japan', 'Korea Republic', 'Korea DPR', 'China PR', 'Chinese Taipei', 'Hong Kong']);

/** The table for a player of this nationality (the data's English country name); null for Japan, Korea and
 * China, whose players' names come in characters only; 'generic' for every other country. */
export function languageOfNationality(nationality: string): NameLanguage | null {
  if (inCharacters.has(nationality)) return null;
  return languageByCountry.get(nationality) ?? 'generic';
}
