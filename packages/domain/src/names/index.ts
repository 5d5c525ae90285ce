export { languageOfNationality, type NameLanguage } from './name-language';
export { transliterateName, type NameSource, type TransliteratedName } from './transliterate';
