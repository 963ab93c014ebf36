import { dayFromKey } from '../../market/time.ts';

/**
 * Trading holidays of the Indian exchanges (NSE/BSE equity segment, as published in their
 * annual holiday circulars): no NAV is struck on these days (issue 34 item 8: a NAV was
 * published on Guru Nanak Jayanti). Weekends are not listed. A year not listed here has
 * only weekends off; add its circular's days when it is published.
 */
export const INDIA_MARKET_HOLIDAYS: Record<string, string> = {
  '2025-02-26': 'Mahashivratri',
  '2025-03-14': 'Holi',
  '2025-03-31': 'Id-Ul-Fitr (Ramadan Eid)',
  '2025-04-10': 'Shri Mahavir Jayanti',
  '2025-04-14': 'Dr. Baba Saheb Ambedkar Jayanti',
  '2025-04-18': 'Good Friday',
  '2025-05-01': 'Maharashtra Day',
  '2025-08-15': 'Independence Day',
  '2025-08-27': 'Ganesh Chaturthi',
  '2025-10-02': 'Mahatma Gandhi Jayanti / Dussehra',
  '2025-10-21': 'Diwali Laxmi Pujan',
  '2025-10-22': 'Diwali Balipratipada',
  '2025-11-05': 'Prakash Gurpurb Sri Guru Nanak Dev',
  '2025-12-25': 'Christmas',
  '2026-01-26': 'Republic Day',
  '2026-03-03': 'Holi',
  '2026-03-26': 'Shri Ram Navami',
  '2026-03-31': 'Shri Mahavir Jayanti',
  '2026-04-03': 'Good Friday',
  '2026-04-14': 'Dr. Baba Saheb Ambedkar Jayanti',
  '2026-05-01': 'Maharashtra Day',
  '2026-05-28': 'Bakri Id',
  '2026-06-26': 'Muharram',
  '2026-09-14': 'Ganesh Chaturthi',
  '2026-10-02': 'Mahatma Gandhi Jayanti',
  '2026-10-20': 'Dussehra',
  '2026-11-10': 'Diwali Balipratipada',
  '2026-11-24': 'Prakash Gurpurb Sri Guru Nanak Dev',
  '2026-12-25': 'Christmas',
};

const HOLIDAY_DAYS = new Set(Object.keys(INDIA_MARKET_HOLIDAYS).map(dayFromKey));

/** Whether the Indian exchanges are closed for a holiday on `day` (day number). */
export const isIndiaHoliday = (day: number): boolean => HOLIDAY_DAYS.has(day);
