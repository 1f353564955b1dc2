/** What the rent check says: on room pages (RentCheck) and location pages (TypicalRents). */

/** Seekers' "Rent check" on room pages and typical rents on location pages. */
export const RENT_CHECK = {
  label: 'Rent check',
  loading: 'Comparing with similar rooms nearby…',
  notEnough: 'Not enough listings nearby to compare',
  failed: 'The rent check is not available right now.',
  below: (rent: string, percent: number, roomType: string, area: string, typical: string, count: number) =>
    `${rent} is ${percent}% below the typical ${roomType} in ${area}: ${typical} across ${count} listings`,
  above: (rent: string, percent: number, roomType: string, area: string, typical: string, count: number) =>
    `${rent} is ${percent}% above the typical ${roomType} in ${area}: ${typical} across ${count} listings`,
  typical: (rent: string, roomType: string, area: string, count: number) => `${rent} is the typical rent for a ${roomType} in ${area} (across ${count} listings)`,
  typicalRentsHeading: (area: string) => `Typical rents in ${area}`,
  typicalRent: (typical: string, count: number) => `${typical} / month across ${count} listings`,
  /** A location page where no room type has enough listings: one line instead of five empty rows. */
  typicalRentsNone: (area: string) => `Not enough listings in ${area} yet to show typical rents. Each room page still compares its rent with similar rooms nearby.`,
} as const;
