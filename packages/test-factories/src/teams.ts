/** Kanqiu ids of the bundled data set's teams that tests play with. */
export const Team = {
  arsenal: 1609,
  chelsea: 1610,
  manUnited: 1611,
  liverpool: 1612,
  tottenham: 1624,
  manCity: 1625,
  realMadrid: 675,
  barcelona: 676,
  milan: 3157,
  juventus: 3159,
  bayern: 2444,
  leverkusen: 2446,
  lyon: 3766,
  psg: 3767,
} as const;

/** The bundled data set's Premier League, a hot competition. */
export const premierLeague = 1;
