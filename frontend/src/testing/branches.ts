import type { Branch, BranchList } from '@fx/contracts';

/** The London branch as GET /api/v1/branches returns it. */
export const highStreetNorth: Branch = {
  id: 'high-street-north',
  name: 'Highstreet FX, High Street North',
  address: '112 High Street North, East Ham, London E6 2HT',
  phone: '020 7946 0112',
  openingHours: 'Monday to Saturday 09:00–18:00, Sunday 10:00–16:00',
  hours: [
    { days: 'Monday to Saturday', opens: '09:00', closes: '18:00' },
    { days: 'Sunday', opens: '10:00', closes: '16:00' },
  ],
};

export function makeBranchList(branches: Branch[] = [highStreetNorth]): BranchList {
  return { branches };
}
