/**
 * Roommate requests (docs/data-model.md `roommate_requests`), one per seeker, doc id == uid.
 * `picture: true` uses the seeker's avatar (uploaded as their profile picture).
 * `moveInDays` is relative to the seed run (negative = already, null = '').
 */

import type { RequestStatus, RoommateRequestInput } from '../../../src/data/collections/roommateRequests';

type StatedFields = 'aboutMe' | 'age' | 'gender' | 'budget' | 'preferredLocations' | 'profession' | 'organization' | 'preferredRoommates' | 'requirements' | 'furnished' | 'preferredStay' | 'self' | 'needs';

/**
 * `needs` follows the mapping of the "Map preferred roommates to needs" admin action: a
 * "Vegetarian" or "Non-Smoker" choice is a prefer unless the seeker made it a must.
 */
export interface SeedRequest extends Pick<RoommateRequestInput, StatedFields> {
  uid: string;
  status: RequestStatus;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
  moveInDays: number | null;
  picture: boolean;
}

export const REQUESTS: SeedRequest[] = [
  {
    uid: 'seed-ananya', status: 'active', createdDaysAgo: 24, updatedDaysAgo: 3, picture: true,
    aboutMe: 'Hi! I am Ananya from Delhi, starting my MSc in Data Science at UCL this September. I am tidy, vegetarian, love cooking rajma chawal on Sundays and enjoy weekend walks in the parks. I do not smoke or drink much.',
    age: 23, gender: 'Female', budget: 800, preferredLocations: 'East Ham, Ilford, Stratford, Forest Gate',
    moveInDays: 12, profession: 'MSc Student', organization: 'UCL',
    preferredRoommates: ['Female', 'Student', 'Vegetarian', 'Non-Smoker'],
    requirements: 'Looking for a furnished double room near an Elizabeth line station', furnished: 'Furnished', preferredStay: '12 months',
    // Her vegetarian kitchen is a must; Hindi at home a prefer (docs/data-model.md "Household fit").
    self: { diet: 'vegetarian', smokes: 'no', drinks: 'occasionally', pets: 'none', languages: ['Hindi', 'English'], couple: 'single', typicalDay: 'students', cleanliness: 'tidy' },
    needs: { must: { kitchen: ['veg-only', 'veg-eggs', 'jain'] }, prefer: { languages: ['Hindi'], smoking: ['none', 'outside'] } },
  },
  {
    uid: 'seed-vikram', status: 'active', createdDaysAgo: 21, picture: true,
    aboutMe: 'Sat sri akal! I am a Java developer who moved from Chandigarh on a Skilled Worker visa. I work hybrid (3 days in the office in the City). Easy-going, clean, I play cricket on weekends and cook a mean butter chicken.',
    age: 29, gender: 'Male', budget: 950, preferredLocations: 'Wembley, Harrow, Hounslow, Southall',
    moveInDays: -2, profession: 'Software Engineer', organization: 'Tata Consultancy Services',
    preferredRoommates: ['Professional', 'Male', 'Non-Smoker'],
    requirements: 'Double or en-suite room with fast WiFi for working from home', furnished: 'Either', preferredStay: 'Long-term',
    self: { diet: 'non-vegetarian', smokes: 'no', drinks: 'occasionally', languages: ['Punjabi', 'Hindi', 'English'], couple: 'single', typicalDay: 'office' },
    needs: { prefer: { smoking: ['none', 'outside'] } },
  },
  {
    uid: 'seed-sneha', status: 'active', createdDaysAgo: 27, updatedDaysAgo: 4, picture: true,
    aboutMe: 'Registered nurse from Hyderabad, recently joined the Royal London Hospital through the international recruitment programme. I work long day and night shifts, so a quiet house where people respect sleep during the day would be perfect.',
    age: 27, gender: 'Female', budget: 750, preferredLocations: 'Whitechapel, Stratford, East Ham, Bow',
    moveInDays: 7, profession: 'Staff Nurse', organization: 'Barts Health NHS Trust',
    preferredRoommates: ['Female', 'Professional', 'Non-Smoker'],
    requirements: 'Quiet room near Whitechapel for a night-shift nurse', furnished: 'Furnished', preferredStay: '12 months',
    self: { diet: 'non-vegetarian', smokes: 'no', drinks: 'no', languages: ['Telugu', 'Hindi', 'English'], typicalDay: 'shifts', cleanliness: 'tidy' },
    needs: { must: { makeUp: ['all-female'] }, prefer: { smoking: ['none', 'outside'], guests: ['rarely'] } },
  },
  {
    uid: 'seed-rohan', status: 'active', createdDaysAgo: 26, updatedDaysAgo: 1, picture: true,
    aboutMe: 'MBA candidate at Warwick Business School (London campus at the Shard) after 5 years in product management in Bengaluru. Social, organised, happy to share cooking. Looking for like-minded flatmates who are serious about their careers.',
    age: 31, gender: 'Male', budget: 1200, preferredLocations: 'Canary Wharf, London Bridge, Bermondsey, Stratford',
    moveInDays: 20, profession: 'MBA Student', organization: 'Warwick Business School',
    preferredRoommates: ['Professional', 'Student', 'Any'],
    requirements: 'En-suite or studio close to the Jubilee line', furnished: 'Furnished', preferredStay: '12 months',
  },
  {
    uid: 'seed-aditya', status: 'found', createdDaysAgo: 26, updatedDaysAgo: 8, picture: false,
    aboutMe: 'PhD student in Biomedical Engineering at King\u2019s College London. Quiet, spend most of my time in the lab at Guy\u2019s campus. Found a room through RoomShare — thanks everyone!',
    age: 25, gender: 'Male', budget: 700, preferredLocations: 'Elephant & Castle, Tooting, Croydon',
    moveInDays: -6, profession: 'PhD Researcher', organization: 'King\u2019s College London',
    preferredRoommates: ['Student', 'Non-Smoker'],
    requirements: 'Affordable room in South London near Northern line', furnished: 'Furnished', preferredStay: 'Long-term',
  },
  {
    uid: 'seed-pooja', status: 'found', createdDaysAgo: 25, updatedDaysAgo: 12, picture: false,
    aboutMe: 'Data analyst at Deloitte Manchester, originally from Pune. Love yoga, Bollywood dance classes and exploring the Northern Quarter cafes.',
    age: 28, gender: 'Female', budget: 700, preferredLocations: 'Manchester city centre, Salford Quays, Chorlton',
    moveInDays: -10, profession: 'Data Analyst', organization: 'Deloitte',
    preferredRoommates: ['Female', 'Professional'],
    requirements: 'Modern flatshare in central Manchester', furnished: 'Either', preferredStay: '12 months',
  },
  {
    uid: 'seed-karthik', status: 'active', createdDaysAgo: 23, picture: false,
    aboutMe: 'SAP consultant from Chennai on a 12-month client assignment in Leeds. Clean, quiet, mostly travelling to client sites during the week. South Indian vegetarian, non-smoker.',
    age: 34, gender: 'Male', budget: 650, preferredLocations: 'Leeds city centre, Headingley, Leeds Dock',
    moveInDays: 5, profession: 'SAP Consultant', organization: 'Infosys',
    preferredRoommates: ['Professional', 'Vegetarian', 'Non-Smoker'],
    requirements: 'Furnished single or double room near Leeds station', furnished: 'Furnished', preferredStay: '12 months',
  },
  {
    uid: 'seed-amit', status: 'active', createdDaysAgo: 20, updatedDaysAgo: 6, picture: true,
    aboutMe: 'We are a family of three — me, my wife Neha and our 5-year-old daughter — relocating from Mumbai for my new role as a mechanical engineer. We need a clean, safe place close to a good primary school. Non-smokers, vegetarian, very respectful of shared spaces.',
    age: 36, gender: 'Male', budget: 1300, preferredLocations: 'Leicester (Oadby, Evington), Birmingham (Edgbaston)',
    moveInDays: 30, profession: 'Mechanical Engineer', organization: 'JCB',
    preferredRoommates: ['Any', 'Vegetarian', 'Non-Smoker'],
    requirements: 'Large double room or annexe suitable for a small family', furnished: 'Either', preferredStay: 'Long-term',
  },
  {
    uid: 'seed-fatima', status: 'active', createdDaysAgo: 19, picture: false,
    aboutMe: 'Pharmacist working at a Boots store in Birmingham city centre. Originally from Lucknow, studied in Aston. Quiet, friendly, love reading and baking.',
    age: 30, gender: 'Female', budget: 600, preferredLocations: 'Birmingham (Edgbaston, Harborne, Moseley)',
    moveInDays: 15, profession: 'Pharmacist', organization: 'Boots UK',
    preferredRoommates: ['Female', 'Professional', 'Non-Smoker'],
    requirements: 'Female-only houseshare in a quiet area of Birmingham', furnished: 'Furnished', preferredStay: '6 months',
  },
  {
    uid: 'seed-siddharth', status: 'active', createdDaysAgo: 17, picture: false,
    aboutMe: 'Starting an MSc in Artificial Intelligence at the University of Edinburgh. From Bengaluru, into hiking, chess and filter coffee. Looking for friendly flatmates to explore Scotland with.',
    age: 22, gender: 'Male', budget: 750, preferredLocations: 'Marchmont, Newington, Bruntsfield',
    moveInDays: 40, profession: 'MSc Student', organization: 'University of Edinburgh',
    preferredRoommates: ['Student', 'Male', 'Any'],
    requirements: 'Room walking distance to the Edinburgh central campus', furnished: 'Furnished', preferredStay: '12 months',
  },
  {
    uid: 'seed-divya', status: 'active', createdDaysAgo: 15, updatedDaysAgo: 2, picture: true,
    aboutMe: 'Junior doctor (FY2) at University Hospital Coventry, from Kochi. Work rotas can be unpredictable so a calm household is a must. I cook Kerala food most weekends and am happy to share!',
    age: 29, gender: 'Female', budget: 700, preferredLocations: 'Coventry (Walsgrave, Earlsdon), Leamington Spa',
    moveInDays: 9, profession: 'Junior Doctor', organization: 'University Hospitals Coventry and Warwickshire NHS Trust',
    preferredRoommates: ['Professional', 'Female', 'Non-Smoker'],
    requirements: 'Room near University Hospital Coventry with parking', furnished: 'Furnished', preferredStay: '12 months',
  },
  {
    uid: 'seed-manpreet', status: 'found', createdDaysAgo: 13, updatedDaysAgo: 7, picture: false,
    aboutMe: 'First-year Computer Science student at Brunel University. Family lives in Punjab, have cousins in Southall. Room found — thank you!',
    age: 19, gender: 'Male', budget: 550, preferredLocations: 'Uxbridge, Hayes, Southall',
    moveInDays: -7, profession: 'Undergraduate Student', organization: 'Brunel University London',
    preferredRoommates: ['Student', 'Male'],
    requirements: 'Cheap room near Brunel University, bills included', furnished: 'Furnished', preferredStay: 'Long-term',
  },
  {
    uid: 'seed-lakshmi', status: 'found', createdDaysAgo: 11, updatedDaysAgo: 5, picture: false,
    aboutMe: 'Senior staff nurse at Croydon University Hospital, moving my family (husband and two teenage children) from Bengaluru. We have now found a house through a contact here.',
    age: 41, gender: 'Female', budget: 1400, preferredLocations: 'Croydon, Thornton Heath, Norbury',
    moveInDays: -4, profession: 'Senior Staff Nurse', organization: 'Croydon Health Services NHS Trust',
    preferredRoommates: ['Any'],
    requirements: 'Two-bedroom flat or house share for a family of four', furnished: 'Unfurnished', preferredStay: 'Long-term',
  },
  {
    uid: 'seed-arvind', status: 'active', createdDaysAgo: 9, picture: false,
    aboutMe: 'Chartered accountant (ICAI and ACCA) who has just joined a mid-size firm in Harrow. My wife and son will join me in three months, so I am looking for a short-term room first. Tidy, early riser, temple on Sundays.',
    age: 45, gender: 'Male', budget: 700, preferredLocations: 'Harrow, Kenton, Wembley, Rayners Lane',
    moveInDays: 0, profession: 'Chartered Accountant', organization: 'Mid-size accountancy firm, Harrow',
    preferredRoommates: ['Professional', 'Vegetarian', 'Non-Smoker'],
    requirements: 'Short-term room in Harrow for 3 months', furnished: 'Furnished', preferredStay: 'Short-term',
  },
  {
    uid: 'seed-ishita', status: 'active', createdDaysAgo: 5, updatedDaysAgo: 0.5, picture: true,
    aboutMe: 'Hello! Ishita from Kolkata, starting BSc Economics at the University of Manchester. I love Rabindra Sangeet, photography and street food. Looking for friendly girls to share with.',
    age: 19, gender: 'Female', budget: 550, preferredLocations: 'Fallowfield, Rusholme, Victoria Park',
    moveInDays: 25, profession: 'Undergraduate Student', organization: 'University of Manchester',
    preferredRoommates: ['Female', 'Student'],
    requirements: 'Student houseshare in Fallowfield with other girls', furnished: 'Furnished', preferredStay: '12 months',
  },
  {
    uid: 'seed-nikhil', status: 'active', createdDaysAgo: 2.5, picture: false,
    aboutMe: 'Cloud engineer at HSBC in Canary Wharf, moved from Gurugram last month and currently in a temporary Airbnb. Gym every morning, cook Indian food most nights, and enjoy stand-up comedy.',
    age: 31, gender: 'Male', budget: 1100, preferredLocations: 'Canary Wharf, Greenwich, Stratford, Limehouse',
    moveInDays: null, profession: 'Cloud Engineer', organization: 'HSBC',
    preferredRoommates: ['Professional', 'Non-Vegetarian', 'Any'],
    requirements: 'Room with gym access near Canary Wharf', furnished: 'Either', preferredStay: 'Other',
  },
];
