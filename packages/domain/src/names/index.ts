export { languageOfNationality, type NameLanguage } from './name-language';
export { NAME_SOURCES, transliterateName, type NameSource, type TransliteratedName } from './transliterate';
