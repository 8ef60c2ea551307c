/** A `bookings` row as the code reads it (migration 20261202000110_create_bookings). */
export interface BookingRow {
  id: string;
  person_id: string;
  name: string;
  email: string;
  note: string | null;
  start_at: Date | string;
  end_at: Date | string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
}
