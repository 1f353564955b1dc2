/**
 * UK universities' main campuses, London's first, for "Where do you need to be?".
 *
 * Coordinates: a main building of each campus (UCL's Wilkins Building, Imperial's Queen's Lawn,
 * Queen Mary's Mile End Queens' Building...), to about 100 m: Wikipedia's coordinates for the
 * university or campus article, cross-checked against a published HESA/OSM campus list; where the
 * two differ by more than ~150 m the campus's main building was used. Outward codes are those of
 * each campus's postal address (UCL WC1E 6BT, Imperial SW7 2AZ...).
 */
import type { Nation } from './nation';

export interface UniversityCampus {
  /** Stable id for URLs and saved places ("ucl", "kcl-strand"). */
  id: string;
  /** Full name: "University College London". */
  name: string;
  /** What people call it: "UCL". */
  shortName: string;
  campus: string;
  city: string;
  /** Other names people type ("Imperial College", "ICL"). */
  aliases: readonly string[];
  lat: number;
  lng: number;
  outcode: string;
  nation: Nation;
}

type Row = [id: string, name: string, shortName: string, campus: string, city: string, outcode: string, lat: number, lng: number, aliases?: string[], nation?: Nation];

const ROWS: Row[] = [
  // London
  ['ucl', 'University College London', 'UCL', 'Bloomsbury', 'London', 'WC1E', 51.5246, -0.134],
  ['imperial', 'Imperial College London', 'Imperial', 'South Kensington', 'London', 'SW7', 51.4988, -0.175, ['Imperial College', 'ICL']],
  ['kcl-strand', "King's College London", 'KCL', 'Strand', 'London', 'WC2R', 51.5115, -0.116, ["King's College", 'Kings College London', "King's"]],
  ['lse', 'London School of Economics and Political Science', 'LSE', 'Houghton Street', 'London', 'WC2A', 51.5144, -0.1165, ['London School of Economics']],
  ['qmul', 'Queen Mary University of London', 'QMUL', 'Mile End', 'London', 'E1', 51.5241, -0.0404, ['Queen Mary', 'QM']],
  ['city', "City St George's, University of London", 'City', 'Northampton Square', 'London', 'EC1V', 51.5279, -0.1023, ['City University', 'City, University of London']],
  ['st-georges', "City St George's, University of London", "St George's", 'Tooting', 'London', 'SW17', 51.427, -0.175, ["St George's, University of London"]],
  ['westminster', 'University of Westminster', 'Westminster', 'Regent Street', 'London', 'W1B', 51.5168, -0.1433, ['UoW']],
  ['greenwich', 'University of Greenwich', 'Greenwich', 'Greenwich', 'London', 'SE10', 51.4829, -0.0068],
  ['uel-stratford', 'University of East London', 'UEL', 'Stratford', 'London', 'E15', 51.5433, 0.0096],
  ['uel-docklands', 'University of East London', 'UEL', 'Docklands', 'London', 'E16', 51.5076, 0.065],
  ['middlesex', 'Middlesex University', 'Middlesex', 'Hendon', 'London', 'NW4', 51.5897, -0.2284, ['MDX']],
  ['brunel', 'Brunel University of London', 'Brunel', 'Uxbridge', 'London', 'UB8', 51.5328, -0.4728],
  ['kingston', 'Kingston University', 'Kingston', 'Penrhyn Road', 'London', 'KT1', 51.4035, -0.3039],
  ['goldsmiths', 'Goldsmiths, University of London', 'Goldsmiths', 'New Cross', 'London', 'SE14', 51.4741, -0.0354],
  ['soas', 'SOAS University of London', 'SOAS', 'Russell Square', 'London', 'WC1H', 51.5223, -0.1292, ['School of Oriental and African Studies']],
  ['birkbeck', 'Birkbeck, University of London', 'Birkbeck', 'Malet Street', 'London', 'WC1E', 51.5219, -0.1302, ['BBK']],
  ['royal-holloway', 'Royal Holloway, University of London', 'Royal Holloway', 'Egham', 'Egham', 'TW20', 51.4247, -0.5667, ['RHUL']],
  ['roehampton', 'University of Roehampton', 'Roehampton', 'Roehampton Lane', 'London', 'SW15', 51.4556, -0.2439],
  ['lsbu', 'London South Bank University', 'LSBU', 'Southwark', 'London', 'SE1', 51.4984, -0.1016, ['South Bank University']],
  ['ual-csm', 'University of the Arts London', 'UAL', "Central Saint Martins, King's Cross", 'London', 'N1C', 51.5355, -0.125, ['Central Saint Martins', 'CSM']],
  ['ual-lcc', 'University of the Arts London', 'UAL', 'London College of Communication, Elephant and Castle', 'London', 'SE1', 51.4946, -0.1016, ['London College of Communication', 'LCC']],
  ['london-met', 'London Metropolitan University', 'London Met', 'Holloway', 'London', 'N7', 51.552, -0.111, ['LMU']],
  ['uwl', 'University of West London', 'UWL', 'Ealing', 'London', 'W5', 51.5068, -0.3036],
  ['hertfordshire', 'University of Hertfordshire', 'Herts', 'College Lane, Hatfield', 'Hatfield', 'AL10', 51.7522, -0.2405, ['UH']],
  ['bedfordshire', 'University of Bedfordshire', 'Bedfordshire', 'Luton', 'Luton', 'LU1', 51.8784, -0.4114, ['Beds']],
  // Rest of the UK
  ['manchester', 'The University of Manchester', 'Manchester', 'Oxford Road', 'Manchester', 'M13', 53.4668, -2.2339, ['UoM']],
  ['mmu', 'Manchester Metropolitan University', 'MMU', 'All Saints', 'Manchester', 'M15', 53.4707, -2.2395, ['Manchester Met']],
  ['salford', 'University of Salford', 'Salford', 'Peel Park', 'Salford', 'M5', 53.4858, -2.273],
  ['birmingham', 'University of Birmingham', 'Birmingham', 'Edgbaston', 'Birmingham', 'B15', 52.45, -1.9306],
  ['aston', 'Aston University', 'Aston', 'Aston Triangle', 'Birmingham', 'B4', 52.4866, -1.8909],
  ['bcu', 'Birmingham City University', 'BCU', 'City Centre', 'Birmingham', 'B4', 52.4821, -1.8875],
  ['leeds', 'University of Leeds', 'Leeds', 'Woodhouse', 'Leeds', 'LS2', 53.8085, -1.5528],
  ['leeds-beckett', 'Leeds Beckett University', 'Leeds Beckett', 'City', 'Leeds', 'LS1', 53.8037, -1.5491, ['LBU']],
  ['leicester', 'University of Leicester', 'Leicester', 'University Road', 'Leicester', 'LE1', 52.6217, -1.1246],
  ['dmu', 'De Montfort University', 'DMU', 'City Centre', 'Leicester', 'LE1', 52.6301, -1.1391],
  ['loughborough', 'Loughborough University', 'Loughborough', 'Loughborough', 'Loughborough', 'LE11', 52.765, -1.2286, ['Lboro']],
  ['coventry', 'Coventry University', 'Coventry', 'City Centre', 'Coventry', 'CV1', 52.4076, -1.504],
  ['warwick', 'University of Warwick', 'Warwick', 'Coventry campus', 'Coventry', 'CV4', 52.3801, -1.5619],
  ['nottingham', 'University of Nottingham', 'Nottingham', 'University Park', 'Nottingham', 'NG7', 52.9389, -1.1969, ['UoN']],
  ['ntu', 'Nottingham Trent University', 'NTU', 'City', 'Nottingham', 'NG1', 52.9576, -1.1532, ['Trent']],
  ['sheffield', 'The University of Sheffield', 'Sheffield', 'Western Bank', 'Sheffield', 'S10', 53.3814, -1.4884],
  ['sheffield-hallam', 'Sheffield Hallam University', 'Sheffield Hallam', 'City', 'Sheffield', 'S1', 53.3789, -1.4655, ['SHU', 'Hallam']],
  ['newcastle', 'Newcastle University', 'Newcastle', 'City Centre', 'Newcastle upon Tyne', 'NE1', 54.98, -1.6148, ['NCL']],
  ['northumbria', 'Northumbria University', 'Northumbria', 'City Campus', 'Newcastle upon Tyne', 'NE1', 54.9777, -1.6076],
  ['liverpool', 'University of Liverpool', 'Liverpool', 'City Centre', 'Liverpool', 'L3', 53.4058, -2.9661],
  ['ljmu', 'Liverpool John Moores University', 'LJMU', 'City', 'Liverpool', 'L3', 53.4037, -2.9732],
  ['bristol', 'University of Bristol', 'Bristol', 'Clifton', 'Bristol', 'BS8', 51.4584, -2.603],
  ['uwe', 'University of the West of England', 'UWE', 'Frenchay', 'Bristol', 'BS16', 51.5002, -2.5475],
  ['southampton', 'University of Southampton', 'Southampton', 'Highfield', 'Southampton', 'SO17', 50.935, -1.396, ['Soton']],
  ['portsmouth', 'University of Portsmouth', 'Portsmouth', 'City Centre', 'Portsmouth', 'PO1', 50.7953, -1.0936],
  ['teesside', 'Teesside University', 'Teesside', 'Middlesbrough', 'Middlesbrough', 'TS1', 54.571, -1.235],
  ['oxford', 'University of Oxford', 'Oxford', 'City Centre', 'Oxford', 'OX1', 51.7534, -1.254],
  ['oxford-brookes', 'Oxford Brookes University', 'Oxford Brookes', 'Headington', 'Oxford', 'OX3', 51.7551, -1.2243, ['Brookes']],
  ['cambridge', 'University of Cambridge', 'Cambridge', 'City Centre', 'Cambridge', 'CB2', 52.2051, 0.117],
  ['anglia-ruskin', 'Anglia Ruskin University', 'ARU', 'Cambridge', 'Cambridge', 'CB1', 52.2035, 0.134, ['Anglia Ruskin']],
  ['glasgow', 'University of Glasgow', 'Glasgow', 'Gilmorehill', 'Glasgow', 'G12', 55.8721, -4.2882, ['UofG'], 'scotland'],
  ['strathclyde', 'University of Strathclyde', 'Strathclyde', 'John Anderson', 'Glasgow', 'G1', 55.8621, -4.2424, ['Strath'], 'scotland'],
  ['gcu', 'Glasgow Caledonian University', 'GCU', 'City', 'Glasgow', 'G4', 55.8666, -4.2504, ['Caledonian'], 'scotland'],
  ['edinburgh', 'The University of Edinburgh', 'Edinburgh', 'Central Area', 'Edinburgh', 'EH8', 55.9445, -3.1892, ['UoE'], 'scotland'],
  ['heriot-watt', 'Heriot-Watt University', 'Heriot-Watt', 'Riccarton', 'Edinburgh', 'EH14', 55.9097, -3.32, ['HWU'], 'scotland'],
  ['napier', 'Edinburgh Napier University', 'Napier', 'Merchiston', 'Edinburgh', 'EH10', 55.9332, -3.2132, [], 'scotland'],
  ['cardiff', 'Cardiff University', 'Cardiff', 'Cathays Park', 'Cardiff', 'CF10', 51.4875, -3.1788, [], 'wales'],
  ['cardiff-met', 'Cardiff Metropolitan University', 'Cardiff Met', 'Llandaff', 'Cardiff', 'CF5', 51.4957, -3.2125, [], 'wales'],
  ['swansea', 'Swansea University', 'Swansea', 'Singleton Park', 'Swansea', 'SA2', 51.6096, -3.98, [], 'wales'],
  ['queens-belfast', "Queen's University Belfast", "Queen's", 'University Road', 'Belfast', 'BT7', 54.5844, -5.9343, ['QUB'], 'northern-ireland'],
  ['ulster-belfast', 'Ulster University', 'Ulster', 'Belfast', 'Belfast', 'BT15', 54.6034, -5.9297, [], 'northern-ireland'],
];

export const UNIVERSITY_CAMPUSES: readonly UniversityCampus[] = ROWS.map(
  ([id, name, shortName, campus, city, outcode, lat, lng, aliases = [], nation = 'england']) => ({ id, name, shortName, campus, city, aliases, lat, lng, outcode, nation }),
);

export function universityCampusById(id: string): UniversityCampus | undefined {
  return UNIVERSITY_CAMPUSES.find((entry) => entry.id === id);
}
