/**
 * A catalogue of real languages with Weblate's plural rules, shared by the bundled dataset and the
 * synthetic one. Codes follow §2.2: two or three letters, then underscore and region or script.
 */
import type { DatasetLanguage } from '../src/generated/dataset.js';

const SLAVIC_EAST = 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2';
const CZECH = '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2';
const POLISH = 'n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2';
const ARABIC = 'n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5';

/** Plural rules by formula: [number of forms, formula]. */
const PLURALS: Record<string, [number, string]> = {
  one: [2, 'n != 1'],
  gt1: [2, 'n > 1'],
  none: [1, '0'],
  slavic: [3, SLAVIC_EAST],
  czech: [3, CZECH],
  polish: [3, POLISH],
  arabic: [6, ARABIC],
  hebrew: [4, '(n == 1) ? 0 : ((n == 2) ? 1 : ((n > 10 && n % 10 == 0) ? 2 : 3))'],
  lithuanian: [3, '(n % 10 == 1 && (n % 100 < 11 || n % 100 > 19)) ? 0 : ((n % 10 >= 2 && n % 10 <= 9 && (n % 100 < 11 || n % 100 > 19)) ? 1 : 2)'],
  latvian: [3, '(n % 10 == 0 || n % 100 >= 11 && n % 100 <= 19) ? 0 : ((n % 10 == 1 && n % 100 != 11) ? 1 : 2)'],
  romanian: [3, '(n == 1) ? 0 : ((n == 0 || n % 100 >= 2 && n % 100 <= 19) ? 1 : 2)'],
  slovenian: [4, '(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)'],
  irish: [5, 'n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4'],
};

/** code, English name, plural kind, population (speakers, rounded), direction when rtl. */
const TABLE: [string, string, keyof typeof PLURALS, number, ('rtl' | undefined)?][] = [
  ['en', 'English', 'one', 1728900000],
  ['de', 'German', 'one', 133000000],
  ['fr', 'French', 'gt1', 309800000],
  ['es', 'Spanish', 'one', 558500000],
  ['it', 'Italian', 'one', 67800000],
  ['pt', 'Portuguese', 'one', 263600000],
  ['pt_BR', 'Portuguese (Brazil)', 'gt1', 211000000],
  ['nl', 'Dutch', 'one', 24600000],
  ['sv', 'Swedish', 'one', 13300000],
  ['da', 'Danish', 'one', 5800000],
  ['nb_NO', 'Norwegian Bokmål', 'one', 5300000],
  ['nb', 'Norwegian Bokmål', 'one', 5300000],
  ['nn', 'Norwegian Nynorsk', 'one', 700000],
  ['fi', 'Finnish', 'one', 5800000],
  ['is', 'Icelandic', 'one', 330000],
  ['et', 'Estonian', 'one', 1200000],
  ['lv', 'Latvian', 'latvian', 1800000],
  ['lt', 'Lithuanian', 'lithuanian', 3000000],
  ['pl', 'Polish', 'polish', 41000000],
  ['cs', 'Czech', 'czech', 13600000],
  ['sk', 'Slovak', 'czech', 7200000],
  ['sl', 'Slovenian', 'slovenian', 2500000],
  ['hr', 'Croatian', 'slavic', 6800000],
  ['bs', 'Bosnian', 'slavic', 3000000],
  ['sr', 'Serbian', 'slavic', 12000000],
  ['sr_Latn', 'Serbian (latin)', 'slavic', 12000000],
  ['mk', 'Macedonian', 'one', 2100000],
  ['bg', 'Bulgarian', 'one', 8000000],
  ['ro', 'Romanian', 'romanian', 25300000],
  ['hu', 'Hungarian', 'one', 13000000],
  ['el', 'Greek', 'one', 13100000],
  ['tr', 'Turkish', 'one', 90000000],
  ['ru', 'Russian', 'slavic', 255000000],
  ['uk', 'Ukrainian', 'slavic', 39000000],
  ['be', 'Belarusian', 'slavic', 5100000],
  ['ka', 'Georgian', 'one', 3900000],
  ['hy', 'Armenian', 'gt1', 5300000],
  ['az', 'Azerbaijani', 'one', 24000000],
  ['kk', 'Kazakh', 'one', 13000000],
  ['uz', 'Uzbek', 'one', 34000000],
  ['ar', 'Arabic', 'arabic', 370000000, 'rtl'],
  ['he', 'Hebrew', 'hebrew', 9300000, 'rtl'],
  ['fa', 'Persian', 'gt1', 79000000, 'rtl'],
  ['ur', 'Urdu', 'one', 231000000, 'rtl'],
  ['hi', 'Hindi', 'one', 602000000],
  ['bn', 'Bengali', 'one', 273000000],
  ['ta', 'Tamil', 'one', 86000000],
  ['te', 'Telugu', 'one', 96000000],
  ['ml', 'Malayalam', 'one', 37000000],
  ['mr', 'Marathi', 'one', 99000000],
  ['th', 'Thai', 'none', 61000000],
  ['vi', 'Vietnamese', 'none', 86000000],
  ['id', 'Indonesian', 'none', 199000000],
  ['ms', 'Malay', 'none', 82000000],
  ['fil', 'Filipino', 'gt1', 83000000],
  ['ja', 'Japanese', 'none', 123000000],
  ['ko', 'Korean', 'none', 82000000],
  ['zh_Hans', 'Chinese (Simplified)', 'none', 1138000000],
  ['zh_Hant', 'Chinese (Traditional)', 'none', 31000000],
  ['ca', 'Catalan', 'one', 9200000],
  ['eu', 'Basque', 'one', 900000],
  ['gl', 'Galician', 'one', 3200000],
  ['ga', 'Irish', 'irish', 1900000],
  ['cy', 'Welsh', 'one', 880000],
  ['sq', 'Albanian', 'one', 7500000],
  ['eo', 'Esperanto', 'one', 2000000],
  ['af', 'Afrikaans', 'one', 17600000],
  ['sw', 'Swahili', 'one', 71000000],
  ['am', 'Amharic', 'gt1', 57000000],
  ['es_MX', 'Spanish (Mexico)', 'one', 130000000],
  ['fr_CA', 'French (Canada)', 'gt1', 7800000],
  ['en_GB', 'English (United Kingdom)', 'one', 67000000],
];

export const LANGUAGES: readonly DatasetLanguage[] = TABLE.map(([code, name, kind, population, direction], i) => {
  const [number, formula] = PLURALS[kind]!;
  const lang: DatasetLanguage = {
    code,
    name,
    plural: { id: 100 + i, source: 0, number, formula, type: number === 1 ? 0 : number === 2 ? 1 : 2 },
    aliases: [],
    direction: direction ?? 'ltr',
    population,
  };
  return lang;
});

export const ENGLISH_ALIASES = ['english', 'en_en', 'base', 'source', 'eng'];

/** Regions for synthetic regional variants (de_AT, …) when a dataset needs more codes than the catalogue. */
export const REGIONS: readonly [string, string][] = [
  ['AT', 'Austria'],
  ['CH', 'Switzerland'],
  ['BE', 'Belgium'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['IN', 'India'],
  ['ZA', 'South Africa'],
  ['NG', 'Nigeria'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
];
