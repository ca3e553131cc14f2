/**
 * ISO 3166-1 alpha-2 codes of every officially assigned country and territory (249). Names are
 * not stored: `countryOptions` asks the browser for them in the active language.
 */
export const COUNTRY_CODES = [
  ...'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ'.split(' '),
  ...'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ'.split(' '),
  ...'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ'.split(' '),
  ...'DE DJ DK DM DO DZ'.split(' '),
  ...'EC EE EG EH ER ES ET'.split(' '),
  ...'FI FJ FK FM FO FR'.split(' '),
  ...'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY'.split(' '),
  ...'HK HM HN HR HT HU'.split(' '),
  ...'ID IE IL IM IN IO IQ IR IS IT'.split(' '),
  ...'JE JM JO JP'.split(' '),
  ...'KE KG KH KI KM KN KP KR KW KY KZ'.split(' '),
  ...'LA LB LC LI LK LR LS LT LU LV LY'.split(' '),
  ...'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ'.split(' '),
  ...'NA NC NE NF NG NI NL NO NP NR NU NZ'.split(' '),
  ...'OM'.split(' '),
  ...'PA PE PF PG PH PK PL PM PN PR PS PT PW PY'.split(' '),
  ...'QA'.split(' '),
  ...'RE RO RS RU RW'.split(' '),
  ...'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ'.split(' '),
  ...'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ'.split(' '),
  ...'UA UG UM US UY UZ'.split(' '),
  ...'VA VC VE VG VI VN VU'.split(' '),
  ...'WF WS'.split(' '),
  ...'YE YT'.split(' '),
  ...'ZA ZM ZW'.split(' '),
];

/** A country as the select widgets show it: its ISO code and its name in the active language. */
export type CountryOption = { code: string; name: string };

function regionNames(locale: string): (code: string) => string {
  if (typeof Intl.DisplayNames !== 'function') return (code) => code;
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    // An unknown locale tag: fall back to the codes rather than break the page.
    return (code) => code;
  }
}

/**
 * Every country with its name in `locale` (Intl.DisplayNames; the code where that is missing),
 * sorted as that language sorts (Intl.Collator). Use with `optionKey="name"` and
 * `getOptionId={(country) => country.code}`.
 */
export function countryOptions(locale: string): CountryOption[] {
  const nameOf = regionNames(locale);
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
