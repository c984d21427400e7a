/** Who a profile is to the programme: a patient, or one of the staff roles. */
export const ROLES = ['patient', 'admin', 'support', 'finance'] as const;
export type Role = (typeof ROLES)[number];

/** Every staff role; each may open the back office. */
export const STAFF_ROLES = ['admin', 'support', 'finance'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
