/**
 * Population of the world's countries in 2011, for the bubble map demo.
 *
 * Source: Gapminder (gapminder.org), total population by country, 2011, the demo's fixed data.
 * Each country has a bubble position (a point inside it), its ISO 3166-1 alpha-2 code (names come
 * from `Intl.DisplayNames` in the UI language) and its ISO 3166-1 numeric code, which is the `id`
 * of its shape in world-atlas.
 *
 * Each figure sits with its own country's code (North and South Korea are easy to swap): KR 48.4
 * million, KP 24.5 million.
 */

export const CONTINENTS = [
  'asia',
  'europe',
  'africa',
  'southAmerica',
  'northAmerica',
  'oceania',
] as const;

export type Continent = (typeof CONTINENTS)[number];

/** The continent colours, kept from the demo's design (data colours, the same in both themes). */
export const CONTINENT_COLORS: Record<Continent, string> = {
  asia: '#eea638',
  europe: '#6bbfe4',
  africa: '#e96e6e',
  southAmerica: '#6be59c',
  northAmerica: '#f6d35b',
  oceania: '#8aabb0',
};

export type CountryPopulation = {
  /** ISO 3166-1 alpha-2 code, e.g. 'FR'. */
  alpha2: string;
  /** ISO 3166-1 numeric code, e.g. '250': the world-atlas feature id. */
  numeric: string;
  continent: Continent;
  /** Population in 2011. */
  value: number;
  /** Where the bubble sits. */
  latitude: number;
  longitude: number;
};

function country(
  alpha2: string,
  numeric: string,
  continent: Continent,
  value: number,
  latitude: number,
  longitude: number,
): CountryPopulation {
  return { alpha2, numeric, continent, value, latitude, longitude };
}

/** 169 countries: Asia 43, Europe 43, Africa 51, South America 12, North America 15, Oceania 5. */
export const WORLD_POPULATION_2011: readonly CountryPopulation[] = [
  // Asia (43)
  country('AE', '784', 'asia', 7_890_924, 24, 54),
  country('AF', '004', 'asia', 32_358_260, 33, 65),
  country('BD', '050', 'asia', 150_493_658, 24, 90),
  country('BH', '048', 'asia', 1_323_535, 26, 50.55),
  country('BN', '096', 'asia', 405_938, 4.5, 114.6667),
  country('BT', '064', 'asia', 738_267, 27.5, 90.5),
  country('CN', '156', 'asia', 1_347_565_324, 35, 105),
  country('HK', '344', 'asia', 7_122_187, 22.25, 114.1667),
  country('ID', '360', 'asia', 242_325_638, -5, 120),
  country('IL', '376', 'asia', 7_562_194, 31.5, 34.75),
  country('IN', '356', 'asia', 1_241_491_960, 20, 77),
  country('IQ', '368', 'asia', 32_664_942, 33, 44),
  country('IR', '364', 'asia', 74_798_599, 32, 53),
  country('JO', '400', 'asia', 6_330_169, 31, 36),
  country('JP', '392', 'asia', 126_497_241, 36, 138),
  country('KG', '417', 'asia', 5_392_580, 41, 75),
  country('KH', '116', 'asia', 14_305_183, 13, 105),
  country('KP', '408', 'asia', 24_451_285, 40, 127),
  country('KR', '410', 'asia', 48_391_343, 37, 127.5),
  country('KW', '414', 'asia', 2_818_042, 29.3375, 47.6581),
  country('KZ', '398', 'asia', 16_206_750, 48, 68),
  country('LA', '418', 'asia', 6_288_037, 18, 105),
  country('LB', '422', 'asia', 4_259_405, 33.8333, 35.8333),
  country('LK', '144', 'asia', 21_045_394, 7, 81),
  country('MM', '104', 'asia', 48_336_763, 22, 98),
  country('MN', '496', 'asia', 2_800_114, 46, 105),
  country('MY', '458', 'asia', 28_859_154, 2.5, 112.5),
  country('NP', '524', 'asia', 30_485_798, 28, 84),
  country('OM', '512', 'asia', 2_846_145, 21, 57),
  country('PH', '608', 'asia', 94_852_030, 13, 122),
  country('PK', '586', 'asia', 176_745_364, 30, 70),
  country('PS', '275', 'asia', 4_152_369, 32, 35.25),
  country('QA', '634', 'asia', 1_870_041, 25.5, 51.25),
  country('SA', '682', 'asia', 28_082_541, 25, 45),
  country('SG', '702', 'asia', 5_187_933, 1.3667, 103.8),
  country('SY', '760', 'asia', 20_766_037, 35, 38),
  country('TH', '764', 'asia', 69_518_555, 15, 100),
  country('TJ', '762', 'asia', 6_976_958, 39, 71),
  country('TM', '795', 'asia', 5_105_301, 40, 60),
  country('TW', '158', 'asia', 23_072_000, 23.5, 121),
  country('UZ', '860', 'asia', 27_760_267, 41, 64),
  country('VN', '704', 'asia', 88_791_996, 16, 106),
  country('YE', '887', 'asia', 24_799_880, 15, 48),
  // Europe (43)
  country('AL', '008', 'europe', 3_215_988, 41, 20),
  country('AM', '051', 'europe', 3_100_236, 40, 45),
  country('AT', '040', 'europe', 8_413_429, 47.3333, 13.3333),
  country('AZ', '031', 'europe', 9_306_023, 40.5, 47.5),
  country('BA', '070', 'europe', 3_752_228, 44, 18),
  country('BE', '056', 'europe', 10_754_056, 50.8333, 4),
  country('BG', '100', 'europe', 7_446_135, 43, 25),
  country('BY', '112', 'europe', 9_559_441, 53, 28),
  country('CH', '756', 'europe', 7_701_690, 47, 8),
  country('CY', '196', 'europe', 1_116_564, 35, 33),
  country('CZ', '203', 'europe', 10_534_293, 49.75, 15.5),
  country('DE', '276', 'europe', 82_162_512, 51, 9),
  country('DK', '208', 'europe', 5_572_594, 56, 10),
  country('EE', '233', 'europe', 1_340_537, 59, 26),
  country('ES', '724', 'europe', 46_454_895, 40, -4),
  country('FI', '246', 'europe', 5_384_770, 62, 26),
  country('FR', '250', 'europe', 63_125_894, 46, 2),
  country('GB', '826', 'europe', 62_417_431, 54, -2),
  country('GE', '268', 'europe', 4_329_026, 42, 43.5),
  country('GR', '300', 'europe', 11_390_031, 39, 22),
  country('HR', '191', 'europe', 4_395_560, 45.1667, 15.5),
  country('HU', '348', 'europe', 9_966_116, 47, 20),
  country('IE', '372', 'europe', 4_525_802, 53, -8),
  country('IS', '352', 'europe', 324_366, 65, -18),
  country('IT', '380', 'europe', 60_788_694, 42.8333, 12.8333),
  country('LT', '440', 'europe', 3_307_481, 55, 24),
  country('LU', '442', 'europe', 515_941, 49.75, 6),
  country('LV', '428', 'europe', 2_243_142, 57, 25),
  country('MD', '498', 'europe', 3_544_864, 47, 29),
  country('ME', '499', 'europe', 632_261, 42.5, 19.4),
  country('MK', '807', 'europe', 2_063_893, 41.8333, 22),
  country('NL', '528', 'europe', 16_664_746, 52.5, 5.75),
  country('NO', '578', 'europe', 4_924_848, 62, 10),
  country('PL', '616', 'europe', 38_298_949, 52, 20),
  country('PT', '620', 'europe', 10_689_663, 39.5, -8),
  country('RO', '642', 'europe', 21_436_495, 46, 25),
  country('RS', '688', 'europe', 9_853_969, 44, 21),
  country('RU', '643', 'europe', 142_835_555, 60, 100),
  country('SE', '752', 'europe', 9_440_747, 62, 15),
  country('SI', '705', 'europe', 2_035_012, 46, 15),
  country('SK', '703', 'europe', 5_471_502, 48.6667, 19.5),
  country('TR', '792', 'europe', 73_639_596, 39, 35),
  country('UA', '804', 'europe', 45_190_180, 49, 32),
  // Africa (51)
  country('AO', '024', 'africa', 19_618_432, -12.5, 18.5),
  country('BF', '854', 'africa', 16_967_845, 13, -2),
  country('BI', '108', 'africa', 8_575_172, -3.5, 30),
  country('BJ', '204', 'africa', 9_099_922, 9.5, 2.25),
  country('BW', '072', 'africa', 2_030_738, -22, 24),
  country('CD', '180', 'africa', 67_757_577, 0, 25),
  country('CF', '140', 'africa', 4_486_837, 7, 21),
  country('CG', '178', 'africa', 4_139_748, -1, 15),
  country('CI', '384', 'africa', 20_152_894, 8, -5),
  country('CM', '120', 'africa', 20_030_362, 6, 12),
  country('CV', '132', 'africa', 500_585, 16, -24),
  country('DJ', '262', 'africa', 905_564, 11.5, 43),
  country('DZ', '012', 'africa', 35_980_193, 28, 3),
  country('EG', '818', 'africa', 82_536_770, 27, 30),
  country('ER', '232', 'africa', 5_415_280, 15, 39),
  country('ET', '231', 'africa', 84_734_262, 8, 38),
  country('GA', '266', 'africa', 1_534_262, -1, 11.75),
  country('GH', '288', 'africa', 24_965_816, 8, -2),
  country('GM', '270', 'africa', 1_776_103, 13.4667, -16.5667),
  country('GN', '324', 'africa', 10_221_808, 11, -10),
  country('GQ', '226', 'africa', 720_213, 2, 10),
  country('GW', '624', 'africa', 1_547_061, 12, -15),
  country('KE', '404', 'africa', 41_609_728, 1, 38),
  country('KM', '174', 'africa', 753_943, -12.1667, 44.25),
  country('LR', '430', 'africa', 4_128_572, 6.5, -9.5),
  country('LS', '426', 'africa', 2_193_843, -29.5, 28.5),
  country('LY', '434', 'africa', 6_422_772, 25, 17),
  country('MA', '504', 'africa', 32_272_974, 32, -5),
  country('MG', '450', 'africa', 21_315_135, -20, 47),
  country('ML', '466', 'africa', 15_839_538, 17, -4),
  country('MR', '478', 'africa', 3_541_540, 20, -12),
  country('MU', '480', 'africa', 1_306_593, -20.2833, 57.55),
  country('MW', '454', 'africa', 15_380_888, -13.5, 34),
  country('MZ', '508', 'africa', 23_929_708, -18.25, 35),
  country('NA', '516', 'africa', 2_324_004, -22, 17),
  country('NE', '562', 'africa', 16_068_994, 16, 8),
  country('NG', '566', 'africa', 162_470_737, 10, 8),
  country('RW', '646', 'africa', 10_942_950, -2, 30),
  country('SD', '729', 'africa', 34_735_288, 15, 30),
  country('SL', '694', 'africa', 5_997_486, 8.5, -11.5),
  country('SN', '686', 'africa', 12_767_556, 14, -14),
  country('SO', '706', 'africa', 9_556_873, 10, 49),
  country('SZ', '748', 'africa', 1_203_330, -26.5, 31.5),
  country('TD', '148', 'africa', 11_525_496, 15, 19),
  country('TG', '768', 'africa', 6_154_813, 8, 1.1667),
  country('TN', '788', 'africa', 10_594_057, 34, 9),
  country('TZ', '834', 'africa', 46_218_486, -6, 35),
  country('UG', '800', 'africa', 34_509_205, 1, 32),
  country('ZA', '710', 'africa', 50_459_978, -29, 24),
  country('ZM', '894', 'africa', 13_474_959, -15, 30),
  country('ZW', '716', 'africa', 12_754_378, -20, 30),
  // South America (12)
  country('AR', '032', 'southAmerica', 40_764_561, -34, -64),
  country('BO', '068', 'southAmerica', 10_088_108, -17, -65),
  country('BR', '076', 'southAmerica', 196_655_014, -10, -55),
  country('CL', '152', 'southAmerica', 17_269_525, -30, -71),
  country('CO', '170', 'southAmerica', 46_927_125, 4, -72),
  country('EC', '218', 'southAmerica', 14_666_055, -2, -77.5),
  country('GY', '328', 'southAmerica', 756_040, 5, -59),
  country('PE', '604', 'southAmerica', 29_399_817, -10, -76),
  country('PY', '600', 'southAmerica', 6_568_290, -23, -58),
  country('SR', '740', 'southAmerica', 529_419, 4, -56),
  country('UY', '858', 'southAmerica', 3_380_008, -33, -56),
  country('VE', '862', 'southAmerica', 29_436_891, 8, -66),
  // North America (15)
  country('CA', '124', 'northAmerica', 34_349_561, 54, -100),
  country('CR', '188', 'northAmerica', 4_726_575, 10, -84),
  country('CU', '192', 'northAmerica', 11_253_665, 21.5, -80),
  country('DO', '214', 'northAmerica', 10_056_181, 19, -70.6667),
  country('GT', '320', 'northAmerica', 14_757_316, 15.5, -90.25),
  country('HN', '340', 'northAmerica', 7_754_687, 15, -86.5),
  country('HT', '332', 'northAmerica', 10_123_787, 19, -72.4167),
  country('JM', '388', 'northAmerica', 2_751_273, 18.25, -77.5),
  country('MX', '484', 'northAmerica', 114_793_341, 23, -102),
  country('NI', '558', 'northAmerica', 5_869_859, 13, -85),
  country('PA', '591', 'northAmerica', 3_571_185, 9, -80),
  country('PR', '630', 'northAmerica', 3_745_526, 18.25, -66.5),
  country('SV', '222', 'northAmerica', 6_227_491, 13.8333, -88.9167),
  country('TT', '780', 'northAmerica', 1_346_350, 11, -61),
  country('US', '840', 'northAmerica', 313_085_380, 38, -97),
  // Oceania (5)
  country('AU', '036', 'oceania', 22_605_732, -27, 133),
  country('FJ', '242', 'oceania', 868_406, -18, 175),
  country('NZ', '554', 'oceania', 4_414_509, -41, 174),
  country('PG', '598', 'oceania', 7_013_829, -6, 147),
  country('SB', '090', 'oceania', 552_267, -8, 159),
];

/** Names countries in `language` (a BCP 47 tag) from the browser's own region names. */
export function countryNamer(language: string): (alpha2: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (alpha2) => names?.of(alpha2) ?? alpha2;
}
