import type { Currency } from "./rates.ts";

/** What kind of stored page the price was read from. */
export type SourceKind = "price list" | "news report" | "travel guide" | "traveller report";

/**
 * One place's fee checked against a stored public page: the adult price in local currency as the
 * page states it, who pays it when the price depends on residency, and where and when it was read.
 * Only prices a page states with its date are recorded here; nothing is estimated.
 */
export interface FeeReview {
  price: number;
  currency: Currency;
  /** Who pays this price, in a few words ("adult from outside the EEA"); the foreign visitor's price. */
  basis?: string;
  /** The site the page is on, as stored (e.g. "menafn.com"). */
  site: string;
  kind: SourceKind;
  /** Month and year of the page, or of the price it announces, as "YYYY-MM". */
  month: string;
  /** What the page said beyond the price, when it matters to a reader of this file. */
  note?: string;
}

/**
 * Reviewed fees by destination slug and place name. The must-sees came first (see
 * `unreviewed.ts` for those the stored pages could not settle). Converted with `rates.ts`.
 */
export const FEE_REVIEWS: Readonly<Record<string, Readonly<Record<string, FeeReview>>>> = {
  paris: {
    "Louvre Museum": {
      price: 32, currency: "EUR", basis: "adult from outside the EEA", site: "fra.news.o-abroad.com", kind: "news report", month: "2026-01",
      note: "EFE, 14 January 2026: up from €22 for visitors from outside the EU, Iceland, Liechtenstein and Norway; krone.at reported the €32 in November 2025.",
    },
    "Sainte-Chapelle": {
      price: 22, currency: "EUR", basis: "adult from outside the EEA", site: "fra.news.o-abroad.com", kind: "news report", month: "2026-01",
      note: "EFE, 14 January 2026: up from €16 for non-EEA visitors; EEA residents keep the old price.",
    },
    "Eiffel Tower": {
      price: 35.3, currency: "EUR", basis: "adult, lift to the summit", site: "menafn.com", kind: "news report", month: "2024-05",
      note: "AFP: from 17 June 2024, up from €29.40; the stairs to the second floor cost €14.20.",
    },
    "Arc de Triomphe": {
      price: 16, currency: "EUR", basis: "adult, access to the top", site: "livemint.com", kind: "news report", month: "2025-05",
      note: "Listed as the current price while France planned non-EU pricing; the January 2026 rise reported by EFE did not name the Arc.",
    },
    "Musée d'Orsay": {
      price: 16, currency: "EUR", basis: "full price", site: "anousparis.fr", kind: "news report", month: "2024-09",
      note: "Paris column of 11 September 2024; temporary exhibitions can cost more.",
    },
    "Palace of Versailles": {
      price: 35, currency: "EUR", basis: "adult from outside the EEA", site: "7dias.com.do", kind: "news report", month: "2025-12",
      note: "AFP: from 14 January 2026, up from €32; EEA residents keep the old prices. Travelmole (17 December 2025) reported about €35 mainly in high season.",
    },
  },
  barcelona: {
    "Sagrada Família": { price: 30, currency: "EUR", site: "theolivepress.es", kind: "news report", month: "2026-02", note: "\"A ticket will normally set you back €30\"." },
    "Casa Batlló": {
      price: 35, currency: "EUR", basis: "adult, as paid online", site: "julaayy.blogspot.com", kind: "traveller report", month: "2024-10",
      note: "Ticket paid for a visit on 6 October 2024; dearer tiers exist.",
    },
  },
  rome: {
    "Vatican Museums and Sistine Chapel": {
      price: 20, currency: "EUR", basis: "full price at the door", site: "essanews.com", kind: "news report", month: "2023-10",
      note: "Museum statement of 19 October 2023: €20 from 1 January 2024 (was €17); booking online adds an optional €5.",
    },
    Pantheon: {
      price: 5, currency: "EUR", basis: "visitor not resident in Rome", site: "hurriyetdailynews.com", kind: "news report", month: "2023-07",
      note: "AFP: charged from 3 July 2023; minors and Rome residents exempt, worshippers at services too.",
    },
    "Trevi Fountain": {
      price: 2, currency: "EUR", basis: "tourist, down to the basin", site: "la-start.ro", kind: "news report", month: "2026-02",
      note: "Daily ticket from 1 February 2026 for the area next to the basin; the square stays open; Romans exempt.",
    },
    "Capitoline Museums": {
      price: 17, currency: "EUR", basis: "adult not resident in Rome", site: "lacronacadiroma.it", kind: "news report", month: "2023-10",
      note: "Cited beside the Vatican Museums' rise to €20; romeonfoot.com (undated) gives €16 for Rome residents.",
    },
  },
  istanbul: {
    "Hagia Sophia": {
      price: 25, currency: "EUR", basis: "foreign visitor", site: "keeptalkinggreece.com", kind: "news report", month: "2024-01",
      note: "Charged to foreign tourists from 15 January 2024; Turkish worshippers enter free by another door.",
    },
    "Topkapı Palace": {
      price: 2400, currency: "TRY", basis: "foreign visitor", site: "overland.me", kind: "traveller report", month: "2025-08",
      note: "Gate price paid on 30 August 2025 (about €50); Turkish citizens paid 400 lira.",
    },
    "Chora Church (Kariye)": {
      price: 20, currency: "EUR", basis: "foreign tourist", site: "havadiskolik.com", kind: "news report", month: "2024-08",
      note: "Ticketed from 19 August 2024; Turkish citizens and Muslims coming to pray enter without a ticket; closed to visits on Fridays.",
    },
  },
  "new-york": {
    "Metropolitan Museum of Art": {
      price: 30, currency: "USD", basis: "adult from outside New York State", site: "newsonmedia.com", kind: "news report", month: "2022-06",
      note: "From 1 July 2022 (was $25); New York State residents pay what they wish.",
    },
    "Broadway Theater District": {
      price: 128, currency: "USD", basis: "average ticket, 2022–23 season", site: "abc7ny.com", kind: "news report", month: "2024-04",
      note: "Broadway League: an all-time high, up $5; Lion King, Wicked and Hamilton start at $115 to $125 before fees.",
    },
    "Museum of Modern Art": {
      price: 30, currency: "USD", basis: "adult at the door", site: "artdaily.com", kind: "news report", month: "2023-10",
      note: "New York Times report: from 16 October, up from $25, after the Guggenheim and Whitney rises of that summer; $2 less online.",
    },
    "Solomon R. Guggenheim Museum": {
      price: 30, currency: "USD", basis: "adult", site: "theartnewspaper.com", kind: "news report", month: "2023-08",
      note: "Up from $25 from 1 August 2023.",
    },
    "Whitney Museum of American Art": {
      price: 30, currency: "USD", basis: "adult", site: "theartnewspaper.com", kind: "news report", month: "2023-08",
      note: "Up from $25 from July 2023, reported alongside the Guggenheim's rise.",
    },
  },
  kyoto: {
    "Ginkaku-ji": {
      price: 1000, currency: "JPY", site: "japannews.yomiuri.co.jp", kind: "news report", month: "2026-02",
      note: "Doubled from ¥500 from April 2026, the first rise in 32 years.",
    },
    "Kinkaku-ji": { price: 500, currency: "JPY", site: "japannews.yomiuri.co.jp", kind: "news report", month: "2023-01", note: "From 1 April 2023 (was ¥400)." },
    "Ryoan-ji": { price: 600, currency: "JPY", site: "japannews.yomiuri.co.jp", kind: "news report", month: "2023-01", note: "From 1 April 2023 (was ¥500)." },
    "Nijo Castle": { price: 1300, currency: "JPY", site: "japannews.yomiuri.co.jp", kind: "news report", month: "2023-01", note: "Raised from ¥1,030 in June 2022." },
  },
  "rio-de-janeiro": {
    "Christ the Redeemer": {
      price: 122.5, currency: "BRL", basis: "adult, Corcovado train in high season", site: "evaipormim.com", kind: "travel guide", month: "2024-01",
      note: "R$97.50 in low season; the official vans cost R$101.50 to R$126.50.",
    },
    "Sugarloaf Mountain Cable Car": {
      price: 185, currency: "BRL", basis: "adult, basic ticket", site: "estadao.com.br", kind: "news report", month: "2024-09",
      note: "Residents of greater Rio pay from R$80.",
    },
    "Jardim Botânico": {
      price: 80, currency: "BRL", basis: "foreign visitor", site: "odia.ig.com.br", kind: "news report", month: "2025-07",
      note: "From 14 July 2025; visitors living in Brazil pay R$40 (Rio residents paid R$18 before).",
    },
  },
  cairo: {
    "Grand Egyptian Museum": {
      price: 1450, currency: "EGP", basis: "foreign adult", site: "elwatanplus.com", kind: "news report", month: "2025-10",
      note: "Museum CEO before the 4 November 2025 opening: Egyptians 200 pounds; independent.co.uk put the foreign ticket at about $30.",
    },
  },
  vancouver: {
    "Capilano Suspension Bridge Park": {
      price: 62.95, currency: "CAD", basis: "adult day ticket", site: "outdoorfam.ca", kind: "traveller report", month: "2023-02",
      note: "The same price buys a British Columbia resident an annual pass.",
    },
    "Dr. Sun Yat-Sen Classical Chinese Garden": {
      price: 16, currency: "CAD", basis: "adult", site: "nwphoto.org", kind: "traveller report", month: "2024-02",
      note: "Photo club outing of 17 February 2024: $16 for adults, $13 for seniors.",
    },
  },
  seoul: {
    "Gyeongbokgung Palace": {
      price: 3000, currency: "KRW", basis: "adult, same for Koreans and foreigners", site: "ajupress.com", kind: "news report", month: "2026-02",
      note: "Unchanged since 2005; the Korea Heritage Service was surveying a rise in February 2026.",
    },
    "Changdeokgung Palace": { price: 3000, currency: "KRW", basis: "adult", site: "ajupress.com", kind: "news report", month: "2026-02" },
    "Jongmyo Shrine": { price: 1000, currency: "KRW", basis: "adult", site: "ajupress.com", kind: "news report", month: "2026-02" },
    "Changgyeonggung Palace": { price: 1000, currency: "KRW", basis: "adult", site: "ajupress.com", kind: "news report", month: "2026-02" },
    "Deoksugung Palace": { price: 1000, currency: "KRW", basis: "adult", site: "ajupress.com", kind: "news report", month: "2026-02" },
  },
  "hong-kong": {
    "Peak Tram": {
      price: 88, currency: "HKD", basis: "adult return", site: "scmp.com", kind: "news report", month: "2022-08",
      note: "With the new sixth-generation trams on 27 August 2022, up about 70% from HK$52.",
    },
    "Star Ferry": {
      price: 5, currency: "HKD", basis: "adult, weekday", site: "news.rthk.hk", kind: "news report", month: "2023-01",
      note: "From 3 April 2023 (was HK$3.20); HK$6.50 at weekends and on public holidays.",
    },
    "M+": {
      price: 120, currency: "HKD", basis: "adult standard ticket", site: "scmp.com", kind: "news report", month: "2023-07",
      note: "Cut to HK$90 from 29 July to 30 September 2023 only; concessions HK$60.",
    },
  },
  lisbon: {
    "Tram 28 from Martim Moniz": {
      price: 3.1, currency: "EUR", basis: "fare bought on board", site: "publico.pt", kind: "news report", month: "2023-12",
      note: "Carris fares from 1 January 2024 (was €3); a 24-hour Carris/Metro ticket costs €6.80.",
    },
    "Santa Justa Lift": {
      price: 6, currency: "EUR", basis: "return ride", site: "publico.pt", kind: "news report", month: "2023-12",
      note: "From 1 January 2024, up from €5.30; only sold as a return.",
    },
    "Oceanário de Lisboa": {
      price: 22, currency: "EUR", basis: "adult", site: "maemequer.pt", kind: "news report", month: "2022-11",
      note: "Report of 4 November 2022; children 3 to 12 pay €15.",
    },
    "Elevador da Bica": {
      price: 4.1, currency: "EUR", basis: "return ride", site: "publico.pt", kind: "news report", month: "2023-12",
      note: "Carris funicular fare from 1 January 2024, up 30 cents.",
    },
  },
  london: {
    "Tower of London": {
      price: 33.6, currency: "GBP", basis: "adult", site: "diamondgeezer.blogspot.com", kind: "traveller report", month: "2023-11",
      note: "A Tower Hamlets resident's £1 ticket \"saves £32.60\" on the adult price; a hotel blog had £29.90 online in November 2022.",
    },
    "Tower Bridge": {
      price: 11.4, currency: "GBP", basis: "adult", site: "bbc.com", kind: "news report", month: "2023-01",
      note: "City of London report: residents of Southwark, Tower Hamlets and the City pay £1.",
    },
    "Warner Bros. Studio Tour London": {
      price: 53.5, currency: "GBP", basis: "adult", site: "novinky.cz", kind: "news report", month: "2023-10",
      note: "Citing an Independent survey that ranked the tour the most overpriced attraction.",
    },
  },
  "san-francisco": {
    "Coit Tower": {
      price: 10, currency: "USD", basis: "adult admission", site: "sftgg.org", kind: "news report", month: "2024-10",
      note: "SF Chronicle of 27 October 2024, quoted by a walking-tour club: the lift has been out since April 2023, so visitors climb 234 steps.",
    },
  },
  "cape-town": {
    "Robben Island": {
      price: 600, currency: "ZAR", basis: "adult from outside South Africa", site: "umhambi.blogspot.com", kind: "news report", month: "2024-04",
      note: "Museum tariffs kept for 2024, unchanged since 2021; South African adults R400.",
    },
    "District Six Museum": {
      price: 45, currency: "ZAR", basis: "adult, self-guided", site: "capetalk.co.za", kind: "news report", month: "2023-05",
      note: "R60 with an ex-resident as guide.",
    },
    "Castle of Good Hope": {
      price: 50, currency: "ZAR", basis: "adult", site: "travelnews.africa", kind: "news report", month: "2024-04",
      note: "Children and South African pensioners R25; capetalk.co.za gave the same R50 in May 2023.",
    },
  },
  "mexico-city": {
    "Museo Nacional de Antropología": {
      price: 209.09, currency: "MXN", basis: "foreign visitor", site: "eleconomista.com.mx", kind: "news report", month: "2025-10",
      note: "Category 1 INAH fee from 1 January 2026 (was 95.58); nationals and resident foreigners get up to 50% off.",
    },
    "Templo Mayor": {
      price: 209.09, currency: "MXN", basis: "foreign visitor", site: "eleconomista.com.mx", kind: "news report", month: "2025-10",
      note: "Same category 1 fee as the Museo Nacional de Antropología from 1 January 2026.",
    },
    "Chapultepec Castle": {
      price: 209, currency: "MXN", basis: "foreign visitor", site: "wradio.com.mx", kind: "news report", month: "2025-10",
      note: "The Museo Nacional de Historia in the castle moves to category 1, from 100 to 209 pesos, in 2026.",
    },
    "Palacio de Bellas Artes": {
      price: 90, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-1 museum fee from January 2024 (was 85); wradio.com.mx reported no INBAL rise in September 2025.",
    },
    Teotihuacan: {
      price: 209.09, currency: "MXN", basis: "foreign visitor", site: "eleconomista.com.mx", kind: "news report", month: "2025-10",
      note: "Category 1 INAH fee from 1 January 2026 (was 95.58), like the Museo Nacional de Antropología.",
    },
    "Museo de El Carmen": {
      price: 156.75, currency: "MXN", basis: "foreign visitor", site: "wradio.com.mx", kind: "news report", month: "2025-10",
      note: "Category 2 INAH fee from 2026 (was 80).",
    },
    "Museo Nacional de Arte": {
      price: 90, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-1 museum fee from January 2024 (was 85).",
    },
    "Museo Tamayo": {
      price: 90, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-1 museum fee from January 2024 (was 85).",
    },
    "Museo de Arte Moderno": {
      price: 90, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-1 museum fee from January 2024 (was 85).",
    },
    "Museo Nacional de San Carlos": {
      price: 65, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-2 museum fee from January 2024 (was 63).",
    },
    "Museo Mural Diego Rivera": {
      price: 45, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-3 museum fee from January 2024 (was 42).",
    },
    "Sala de Arte Público Siqueiros": {
      price: 45, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-3 museum fee from January 2024 (was 42).",
    },
    "Museo Casa Estudio Diego Rivera y Frida Kahlo": {
      price: 45, currency: "MXN", basis: "adult", site: "eluniversal-eluniversal-prod.web.arc-cdn.net", kind: "news report", month: "2024-01",
      note: "INBAL type-3 museum fee from January 2024 (was 42).",
    },
  },
  berlin: {
    "Neues Museum": {
      price: 14, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen prices from 15 January 2024 (was €12); under-18s enter without charge.",
    },
    "Pergamon Museum: Panorama": {
      price: 14, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Same rise as the Neues Museum, from 15 January 2024 (was €12).",
    },
    "Altes Museum": {
      price: 12, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €10).",
    },
    "Alte Nationalgalerie": {
      price: 12, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €10).",
    },
    "Kulturforum: Gemäldegalerie": {
      price: 12, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €10).",
    },
    "Museum for Photography (Helmut Newton)": {
      price: 12, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €10).",
    },
    "Hamburger Bahnhof": {
      price: 14, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €12).",
    },
    "Neue Nationalgalerie": {
      price: 14, currency: "EUR", basis: "adult", site: "tagesspiegel.de", kind: "news report", month: "2023-12",
      note: "Staatliche Museen price from 15 January 2024 (was €12).",
    },
    "Scharf-Gerstenberg Collection": {
      price: 10, currency: "EUR", basis: "adult", site: "berliner-umschau.de", kind: "news report", month: "2024-01",
      note: "Staatliche Museen price from 15 January 2024 (was €6 or €8).",
    },
  },
  tokyo: {
    "teamLab Planets": {
      price: 3800, currency: "JPY", basis: "adult, weekday", site: "brisbanetimes.com.au", kind: "travel guide", month: "2024-03",
      note: "Traveller's Tokyo guide of 5 March 2024: up to ¥4,200 on some days; open until the end of 2027.",
    },
    "Shinjuku Gyoen": {
      price: 500, currency: "JPY", basis: "adult", site: "blog.goo.ne.jp", kind: "traveller report", month: "2024-12",
      note: "Paid on 5 December 2024; the ¥500 dates from March 2019 (was ¥200).",
    },
  },
  dubai: {
    "Burj Khalifa At the Top": {
      price: 169, currency: "AED", basis: "adult, levels 124 and 125", site: "novinky.cz", kind: "news report", month: "2023-10",
      note: "Citing an Independent survey of overpriced attractions; prime-hour slots and the 148th-floor deck cost more.",
    },
  },
  marrakech: {
    "Bahia Palace": {
      price: 70, currency: "MAD", basis: "foreign visitor", site: "laymanslondon.com", kind: "traveller report", month: "2024-10",
      note: "The 70 dirhams date from August 2018 (was 10); an undated review on wanderboat.ai reports 100 for foreigners and 30 for locals.",
    },
  },
};
