/**
 * UK postcode areas and Irish Eircode routing keys, each anchored on real towns. A branch takes
 * the area of its own town when that town is an anchor, otherwise the area of the nearest anchor
 * in the same jurisdiction. Anchors are "Town", "Town@admin2" or "Town:DISTRICT".
 */
export interface PostcodeArea {
  area: string;
  /** Highest district number of the area, for towns without a known district. */
  maxDistrict: number;
  anchors: string;
}

export const ukPostcodeAreas: PostcodeArea[] = [
  {
    area: "AB",
    maxDistrict: 56,
    anchors: "Aberdeen:AB12, Peterhead:AB42, Fraserburgh:AB43, Inverurie:AB51, Stonehaven:AB39",
  },
  { area: "AL", maxDistrict: 10, anchors: "St Albans:AL1" },
  {
    area: "B",
    maxDistrict: 99,
    anchors:
      "Birmingham:B9, Aston@A7:B6, Sutton Coldfield:B72, West Bromwich:B70, Solihull:B91, Halesowen:B63, Redditch:B98, Bromsgrove:B60, Tamworth:B79",
  },
  {
    area: "BA",
    maxDistrict: 22,
    anchors: "Bath:BA1, Frome:BA11, Trowbridge:BA14, Yeovil:BA20, Wells:BA5, Warminster:BA12",
  },
  { area: "BB", maxDistrict: 18, anchors: "Blackburn:BB1, Burnley:BB11, Accrington:BB5" },
  { area: "BD", maxDistrict: 24, anchors: "Bradford:BD4, Keighley:BD21, Skipton:BD23" },
  {
    area: "BH",
    maxDistrict: 31,
    anchors: "Bournemouth:BH1, Poole:BH15, Christchurch:BH23, Swanage:BH19, Wareham:BH20, Ringwood:BH24",
  },
  { area: "BL", maxDistrict: 9, anchors: "Bolton:BL1, Bury:BL9" },
  {
    area: "BN",
    maxDistrict: 45,
    anchors: "Brighton:BN1, Worthing:BN11, Eastbourne:BN21, Lewes:BN7, Seaford:BN25, Littlehampton:BN17",
  },
  { area: "BR", maxDistrict: 8, anchors: "Bromley:BR1, Orpington:BR6" },
  { area: "BS", maxDistrict: 49, anchors: "Bristol:BS2, Weston-super-Mare:BS23" },
  { area: "CA", maxDistrict: 28, anchors: "Carlisle:CA1, Workington:CA14, Whitehaven:CA28, Penrith:CA11" },
  { area: "CB", maxDistrict: 25, anchors: "Cambridge:CB1, Ely:CB7, Newmarket:CB8, Haverhill:CB9" },
  {
    area: "CF",
    maxDistrict: 83,
    anchors:
      "Cardiff:CF10, Barry:CF62, Pontypridd:CF37, Caerphilly:CF83, Merthyr Tydfil:CF47, Aberdare:CF44, Bridgend:CF31",
  },
  { area: "CH", maxDistrict: 66, anchors: "Chester:CH1, Birkenhead:CH41, Mold:CH7" },
  { area: "CM", maxDistrict: 24, anchors: "Chelmsford:CM1, Harlow:CM20, Braintree:CM7, Witham:CM8, Brentwood:CM14" },
  { area: "CO", maxDistrict: 16, anchors: "Colchester:CO1, Clacton-on-Sea:CO15, Sudbury@N5:CO10" },
  { area: "CR", maxDistrict: 9, anchors: "Croydon:CR0, Purley:CR8" },
  { area: "CT", maxDistrict: 21, anchors: "Canterbury:CT1, Margate:CT9, Ramsgate:CT11, Dover:CT16, Folkestone:CT20" },
  {
    area: "CV",
    maxDistrict: 47,
    anchors: "Coventry:CV6, Nuneaton:CV11, Rugby:CV21, Royal Leamington Spa:CV32, Stratford-upon-Avon:CV37",
  },
  { area: "CW", maxDistrict: 12, anchors: "Crewe:CW1, Northwich:CW9" },
  { area: "DA", maxDistrict: 18, anchors: "Dartford:DA1, Gravesend:DA11, Sidcup:DA14, Bexleyheath:DA6" },
  { area: "DD", maxDistrict: 11, anchors: "Dundee:DD1, Arbroath:DD11, Montrose:DD10" },
  { area: "DE", maxDistrict: 75, anchors: "Derby:DE1, Burton upon Trent:DE14" },
  { area: "DG", maxDistrict: 16, anchors: "Dumfries:DG1, Stranraer:DG9" },
  { area: "DH", maxDistrict: 9, anchors: "Durham:DH1, Consett:DH8" },
  { area: "DL", maxDistrict: 17, anchors: "Darlington:DL1, Bishop Auckland:DL14, Northallerton:DL7" },
  { area: "DN", maxDistrict: 41, anchors: "Doncaster:DN1, Scunthorpe:DN15, Grimsby:DN31, Goole:DN14" },
  { area: "DT", maxDistrict: 11, anchors: "Dorchester:DT1, Weymouth:DT4, Bridport:DT6, Blandford Forum:DT11" },
  { area: "DY", maxDistrict: 14, anchors: "Dudley:DY1, Stourbridge:DY8, Kidderminster:DY10" },
  { area: "E", maxDistrict: 20, anchors: "Stratford:E15, Walthamstow:E17, Hackney:E8, Chingford:E4" },
  {
    area: "EH",
    maxDistrict: 55,
    anchors: "Edinburgh:EH11, Livingston:EH54, Dalkeith:EH22, Musselburgh:EH21, Bathgate:EH48",
  },
  { area: "EN", maxDistrict: 11, anchors: "Enfield Town:EN1" },
  {
    area: "EX",
    maxDistrict: 39,
    anchors: "Exeter:EX1, Barnstaple:EX31, Exmouth:EX8, Tiverton@D4:EX16, Honiton:EX14, Okehampton:EX20, Bideford:EX39",
  },
  { area: "FK", maxDistrict: 21, anchors: "Falkirk:FK1, Stirling:FK8, Alloa:FK10" },
  { area: "FY", maxDistrict: 8, anchors: "Blackpool:FY1" },
  {
    area: "G",
    maxDistrict: 84,
    anchors:
      "Glasgow:G51, Clydebank:G81, East Kilbride:G74, Cumbernauld:G67, Rutherglen:G73, Cambuslang:G72, Dumbarton:G82",
  },
  {
    area: "GL",
    maxDistrict: 56,
    anchors: "Gloucester:GL1, Cheltenham:GL50, Stroud:GL5, Cirencester:GL7, Tewkesbury:GL20",
  },
  {
    area: "GU",
    maxDistrict: 52,
    anchors:
      "Guildford:GU1, Woking:GU21, Aldershot:GU11, Farnborough@F2:GU14, Camberley:GU15, Fleet@F2:GU51, Alton:GU34, Petersfield:GU32",
  },
  { area: "HA", maxDistrict: 9, anchors: "Harrow:HA1, Wembley:HA9" },
  { area: "HD", maxDistrict: 9, anchors: "Huddersfield:HD1" },
  { area: "HG", maxDistrict: 5, anchors: "Harrogate:HG1" },
  { area: "HP", maxDistrict: 23, anchors: "Hemel Hempstead:HP2, Aylesbury:HP20, High Wycombe:HP11, Amersham:HP6" },
  { area: "HR", maxDistrict: 9, anchors: "Hereford:HR4, Leominster:HR6" },
  { area: "HS", maxDistrict: 9, anchors: "Stornoway:HS1" },
  { area: "HU", maxDistrict: 20, anchors: "Kingston upon Hull:HU9, Beverley:HU17" },
  { area: "HX", maxDistrict: 7, anchors: "Halifax:HX1" },
  { area: "IG", maxDistrict: 11, anchors: "Ilford:IG1, Barking:IG11" },
  { area: "IP", maxDistrict: 33, anchors: "Ipswich:IP1, Bury St Edmunds:IP33, Felixstowe:IP11, Thetford:IP24" },
  { area: "IV", maxDistrict: 63, anchors: "Inverness:IV1, Elgin:IV30" },
  { area: "KA", maxDistrict: 30, anchors: "Kilmarnock:KA1, Ayr:KA7, Irvine:KA12" },
  { area: "KT", maxDistrict: 24, anchors: "Kingston upon Thames:KT1, Epsom:KT17, Leatherhead:KT22" },
  { area: "KW", maxDistrict: 17, anchors: "Kirkwall:KW15, Wick:KW1, Thurso:KW14" },
  { area: "KY", maxDistrict: 16, anchors: "Kirkcaldy:KY1, Dunfermline:KY11, Glenrothes:KY7" },
  { area: "L", maxDistrict: 40, anchors: "Liverpool:L5, Bootle:L20, Kirkby:L32, Speke:L24" },
  { area: "LA", maxDistrict: 23, anchors: "Lancaster:LA1, Kendal:LA9" },
  { area: "LD", maxDistrict: 8, anchors: "Llandrindod Wells:LD1, Brecon:LD3" },
  {
    area: "LE",
    maxDistrict: 67,
    anchors:
      "Leicester:LE4, Loughborough:LE11, Hinckley:LE10, Melton Mowbray:LE13, Coalville:LE67, Market Harborough:LE16",
  },
  {
    area: "LL",
    maxDistrict: 78,
    anchors:
      "Llandudno:LL30, Bangor@Y2:LL57, Wrexham:LL11, Rhyl:LL18, Colwyn Bay:LL29, Holyhead:LL65, Caernarfon:LL55, Dolgellau:LL40, Porthmadog:LL49",
  },
  { area: "LN", maxDistrict: 13, anchors: "Lincoln:LN6" },
  { area: "LS", maxDistrict: 29, anchors: "Leeds:LS10, Holbeck:LS11" },
  { area: "LU", maxDistrict: 7, anchors: "Luton:LU1, Dunstable:LU6, Leighton Buzzard:LU7" },
  { area: "M", maxDistrict: 90, anchors: "Manchester:M12, Salford:M5, Trafford Park:M17" },
  {
    area: "ME",
    maxDistrict: 20,
    anchors: "Chatham:ME4, Rochester@I3:ME1, Maidstone:ME14, Sittingbourne:ME10, Gillingham@I3:ME7",
  },
  { area: "MK", maxDistrict: 46, anchors: "Milton Keynes:MK9, Bedford:MK40" },
  { area: "ML", maxDistrict: 12, anchors: "Motherwell:ML1, Hamilton:ML3, Airdrie:ML6, Coatbridge:ML5" },
  { area: "N", maxDistrict: 22, anchors: "Islington:N1, Tottenham:N17, Edmonton:N9" },
  {
    area: "NE",
    maxDistrict: 88,
    anchors:
      "Newcastle upon Tyne:NE6, Benwell:NE4, Gateshead:NE8, South Shields:NE33, Blyth@J6:NE24, Cramlington:NE23, Ashington@J6:NE63, Morpeth:NE61, Hexham:NE46, Washington@N6:NE38, Wallsend:NE28",
  },
  {
    area: "NG",
    maxDistrict: 34,
    anchors: "Nottingham:NG2, Basford@J8:NG6, Mansfield:NG18, Newark on Trent:NG24, Grantham:NG31, Sleaford:NG34",
  },
  {
    area: "NN",
    maxDistrict: 18,
    anchors: "Northampton:NN1, Kettering:NN16, Corby:NN17, Wellingborough:NN8, Daventry:NN11",
  },
  {
    area: "NP",
    maxDistrict: 26,
    anchors: "Newport@Y6:NP20, Cwmbran:NP44, Abergavenny:NP7, Ebbw Vale:NP23, Chepstow:NP16, Monmouth:NP25",
  },
  { area: "NR", maxDistrict: 35, anchors: "Norwich:NR3, Great Yarmouth:NR30, Lowestoft:NR32" },
  { area: "NW", maxDistrict: 11, anchors: "Camden Town:NW1, Kilburn@GLA:NW6" },
  { area: "OL", maxDistrict: 16, anchors: "Oldham:OL1, Rochdale:OL16" },
  {
    area: "OX",
    maxDistrict: 49,
    anchors:
      "Oxford:OX4, Banbury:OX16, Bicester:OX26, Didcot:OX11, Abingdon:OX14, Witney:OX28, Thame:OX9, Wantage:OX12",
  },
  { area: "PA", maxDistrict: 78, anchors: "Paisley:PA1, Greenock:PA15, Oban:PA34" },
  {
    area: "PE",
    maxDistrict: 38,
    anchors:
      "Peterborough:PE1, King's Lynn:PE30, Boston:PE21, Spalding:PE11, Wisbech:PE13, Huntingdon:PE29, Skegness:PE25, March:PE15",
  },
  { area: "PH", maxDistrict: 50, anchors: "Perth:PH1, Fort William:PH33, Aviemore:PH22" },
  {
    area: "PL",
    maxDistrict: 35,
    anchors: "Plymouth:PL6, Bodmin:PL31, Saltash:PL12, Tavistock:PL19, Launceston:PL15, St Austell:PL25",
  },
  {
    area: "PO",
    maxDistrict: 41,
    anchors: "Portsmouth:PO1, Chichester:PO19, Havant:PO9, Fareham:PO16, Bognor Regis:PO21, Newport@G2:PO30",
  },
  { area: "PR", maxDistrict: 26, anchors: "Preston@H2:PR1, Chorley:PR7, Southport:PR9" },
  { area: "RG", maxDistrict: 45, anchors: "Reading:RG1, Basingstoke:RG21, Newbury:RG14, Bracknell:RG12" },
  {
    area: "RH",
    maxDistrict: 20,
    anchors:
      "Redhill:RH1, Crawley:RH10, Horsham:RH12, East Grinstead:RH19, Haywards Heath:RH16, Burgess Hill:RH15, Dorking:RH4",
  },
  { area: "RM", maxDistrict: 20, anchors: "Romford:RM1, Dagenham:RM10, Grays:RM17" },
  { area: "S", maxDistrict: 99, anchors: "Sheffield:S9, Rotherham:S60, Barnsley:S70, Chesterfield:S40, Worksop:S80" },
  {
    area: "SA",
    maxDistrict: 73,
    anchors:
      "Swansea:SA1, Llanelli:SA15, Neath:SA11, Port Talbot:SA13, Carmarthen:SA31, Haverfordwest:SA61, Pembroke Dock:SA72",
  },
  { area: "SE", maxDistrict: 28, anchors: "London:SE1, Greenwich:SE10" },
  { area: "SG", maxDistrict: 19, anchors: "Stevenage:SG1, Hitchin:SG5, Hertford:SG14" },
  { area: "SK", maxDistrict: 23, anchors: "Stockport:SK1, Macclesfield:SK11" },
  { area: "SL", maxDistrict: 9, anchors: "Slough:SL1, Maidenhead:SL6, Marlow:SL7" },
  { area: "SM", maxDistrict: 7, anchors: "Sutton@GLA:SM1" },
  { area: "SN", maxDistrict: 26, anchors: "Swindon:SN1, Chippenham:SN15, Devizes:SN10" },
  {
    area: "SO",
    maxDistrict: 53,
    anchors: "Southampton:SO14, Winchester:SO23, Eastleigh:SO50, Totton:SO40, Romsey:SO51",
  },
  { area: "SP", maxDistrict: 11, anchors: "Salisbury:SP1, Andover:SP10, Shaftesbury:SP7" },
  { area: "SR", maxDistrict: 9, anchors: "Sunderland:SR1, Peterlee:SR8" },
  { area: "SS", maxDistrict: 17, anchors: "Southend-on-Sea:SS1, Basildon:SS14" },
  { area: "ST", maxDistrict: 21, anchors: "Stoke-on-Trent:ST4, Stafford:ST16, Leek:ST13" },
  { area: "SW", maxDistrict: 20, anchors: "Wandsworth:SW18, Brixton@GLA:SW9" },
  {
    area: "SY",
    maxDistrict: 25,
    anchors: "Shrewsbury:SY1, Oswestry:SY11, Welshpool:SY21, Newtown:SY16, Aberystwyth:SY23, Ludlow:SY8",
  },
  { area: "TA", maxDistrict: 24, anchors: "Taunton:TA1, Bridgwater:TA6, Minehead:TA24" },
  { area: "TD", maxDistrict: 15, anchors: "Galashiels:TD1, Hawick:TD9" },
  { area: "TF", maxDistrict: 13, anchors: "Telford:TF3" },
  {
    area: "TN",
    maxDistrict: 40,
    anchors: "Tonbridge:TN9, Royal Tunbridge Wells:TN1, Sevenoaks:TN13, Ashford@G5:TN23, Hastings:TN34",
  },
  { area: "TQ", maxDistrict: 14, anchors: "Torquay:TQ1, Paignton:TQ3, Newton Abbot:TQ12" },
  {
    area: "TR",
    maxDistrict: 27,
    anchors: "Truro:TR1, Penzance:TR18, Falmouth:TR11, Newquay:TR7, Camborne:TR14, Redruth:TR15",
  },
  { area: "TS", maxDistrict: 29, anchors: "Middlesbrough:TS1, Stockton-on-Tees:TS18, Hartlepool:TS24, Redcar:TS10" },
  { area: "TW", maxDistrict: 20, anchors: "Twickenham:TW1, Hounslow:TW3, Feltham:TW13, Brentford:TW8, Staines:TW18" },
  { area: "UB", maxDistrict: 11, anchors: "Uxbridge:UB8" },
  { area: "W", maxDistrict: 14, anchors: "Ealing:W5, Acton@GLA:W3" },
  { area: "WA", maxDistrict: 16, anchors: "Warrington@P2:WA1, Widnes:WA8, Runcorn:WA7, St Helens:WA10" },
  { area: "WD", maxDistrict: 25, anchors: "Watford:WD17" },
  {
    area: "WF",
    maxDistrict: 17,
    anchors: "Wakefield:WF1, Castleford:WF10, Pontefract:WF8, Dewsbury:WF13, Batley:WF17",
  },
  { area: "WN", maxDistrict: 8, anchors: "Wigan:WN1, Leigh@P7:WN7" },
  { area: "WR", maxDistrict: 15, anchors: "Worcester:WR1, Evesham:WR11, Droitwich:WR9" },
  { area: "WS", maxDistrict: 15, anchors: "Walsall:WS1, Lichfield:WS13, Cannock:WS11" },
  { area: "WV", maxDistrict: 16, anchors: "Wolverhampton:WV1" },
  { area: "YO", maxDistrict: 62, anchors: "York:YO1, Scarborough:YO11, Bridlington:YO15, Whitby:YO21, Selby:YO8" },
  { area: "ZE", maxDistrict: 3, anchors: "Lerwick:ZE1" },
  {
    area: "BT",
    maxDistrict: 94,
    anchors:
      "Belfast:BT3, Lisburn:BT28, Newry:BT34, Craigavon:BT65, Portadown:BT62, Armagh:BT61, Ballymena:BT43, Newtownabbey:BT36, Coleraine:BT52, Omagh:BT78, Enniskillen:BT74, Dungannon:BT71, Larne:BT40, Newtownards:BT23, Holywood:BT18, Antrim:BT41, Cookstown:BT80, Banbridge:BT32, Magherafelt:BT45, Downpatrick:BT30, Strabane:BT82, Ballymoney:BT53, Derry:BT48",
  },
];

/** Eircode routing keys of Irish towns ("Dublin" takes one of its postal districts). */
export const eircodeRoutingKeys: Record<string, string> = {
  Dublin: "D01 D02 D03 D04 D06 D07 D08 D09 D11 D12",
  Tallaght: "D24",
  Cork: "T12 T23",
  Galway: "H91",
  Limerick: "V94",
  Waterford: "X91",
  Kilkenny: "R95",
  Drogheda: "A92",
  Dundalk: "A91",
  Athlone: "N37",
  Sligo: "F91",
  Swords: "K67",
  Navan: "C15",
  Tralee: "V92",
  Ennis: "V95",
  Letterkenny: "F92",
  Carlow: "R93",
  Naas: "W91",
  Wexford: "Y35",
  Portlaoise: "R32",
  Tullamore: "R35",
  Castlebar: "F23",
  Killarney: "V93",
  Bray: "A98",
  Wicklow: "A67",
  Longford: "N39",
  Monaghan: "H18",
  Cavan: "H12",
  Thurles: "E41",
  Mallow: "P51",
  Ballina: "F26",
  Dungarvan: "X35",
  Arklow: "Y14",
  Gorey: "Y25",
  Nenagh: "E45",
  Tuam: "H54",
  Athy: "R14",
  Roscommon: "F42",
  Westport: "F28",
};

/** Irish telephone area codes of the same towns. */
export const irishAreaCodes: Record<string, string> = {
  Dublin: "01",
  Tallaght: "01",
  Swords: "01",
  Bray: "01",
  Cork: "021",
  Mallow: "022",
  Galway: "091",
  Tuam: "093",
  Limerick: "061",
  Waterford: "051",
  Dungarvan: "058",
  Kilkenny: "056",
  Drogheda: "041",
  Dundalk: "042",
  Athlone: "090",
  Roscommon: "090",
  Sligo: "071",
  Navan: "046",
  Tralee: "066",
  Killarney: "064",
  Ennis: "065",
  Letterkenny: "074",
  Carlow: "059",
  Athy: "059",
  Naas: "045",
  Wexford: "053",
  Gorey: "053",
  Portlaoise: "057",
  Tullamore: "057",
  Castlebar: "094",
  Westport: "098",
  Ballina: "096",
  Wicklow: "0404",
  Arklow: "0402",
  Longford: "043",
  Monaghan: "047",
  Cavan: "049",
  Thurles: "0504",
  Nenagh: "067",
};

/**
 * Ofcom's ranges reserved for drama (never allocated to real lines), by postcode area, so the
 * demo never lists a real person's number. Other areas use the fictional 01632 960xxx range.
 */
export const ukDramaRanges: {
  areas: string[];
  prefix: string;
  first: number;
  count: number;
  format: (n: number) => string;
}[] = [
  {
    areas: ["LS", "BD", "WF", "HD", "HX"],
    prefix: "0113",
    first: 4960000,
    count: 1000,
    format: (n) => `0113 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["S", "DN"],
    prefix: "0114",
    first: 4960000,
    count: 1000,
    format: (n) => `0114 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["NG", "DE"],
    prefix: "0115",
    first: 4960000,
    count: 1000,
    format: (n) => `0115 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["LE"],
    prefix: "0116",
    first: 4960000,
    count: 1000,
    format: (n) => `0116 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["BS", "BA"],
    prefix: "0117",
    first: 4960000,
    count: 1000,
    format: (n) => `0117 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["RG", "SL"],
    prefix: "0118",
    first: 4960000,
    count: 1000,
    format: (n) => `0118 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["B", "WS", "WV", "DY", "CV"],
    prefix: "0121",
    first: 4960000,
    count: 1000,
    format: (n) => `0121 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["EH", "FK", "KY", "TD"],
    prefix: "0131",
    first: 4960000,
    count: 1000,
    format: (n) => `0131 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["G", "PA", "ML", "KA"],
    prefix: "0141",
    first: 4960000,
    count: 1000,
    format: (n) => `0141 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["L", "CH", "WA", "PR"],
    prefix: "0151",
    first: 4960000,
    count: 1000,
    format: (n) => `0151 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["M", "OL", "SK", "BL", "WN"],
    prefix: "0161",
    first: 4960000,
    count: 1000,
    format: (n) => `0161 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: ["NE", "SR", "DH", "TS"],
    prefix: "0191",
    first: 4980000,
    count: 1000,
    format: (n) => `0191 ${String(n).slice(0, 3)} ${String(n).slice(3)}`,
  },
  {
    areas: [
      "E",
      "EC",
      "N",
      "NW",
      "SE",
      "SW",
      "W",
      "WC",
      "BR",
      "CR",
      "DA",
      "EN",
      "HA",
      "IG",
      "KT",
      "RM",
      "SM",
      "TW",
      "UB",
    ],
    prefix: "020",
    first: 79460000,
    count: 1000,
    format: (n) => `020 ${String(n).slice(0, 4)} ${String(n).slice(4)}`,
  },
  {
    areas: ["BT"],
    prefix: "028",
    first: 96496000,
    count: 1000,
    format: (n) => `028 ${String(n).slice(0, 4)} ${String(n).slice(4)}`,
  },
  {
    areas: ["CF", "NP"],
    prefix: "029",
    first: 20180000,
    count: 1000,
    format: (n) => `029 ${String(n).slice(0, 4)} ${String(n).slice(4)}`,
  },
];

export const ukFallbackRange = { first: 960000, count: 1000, format: (n: number) => `01632 ${n}` };

/** Letters used in the inward part of a UK postcode (never C, I, K, M, O or V). */
export const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
/** Characters used in an Eircode's unique identifier. */
export const EIRCODE_CHARS = "0123456789ACDEFHKNPRTVWXY";
