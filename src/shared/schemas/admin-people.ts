import { z } from 'zod';
import { fieldError } from '../field-error';
import { roles } from '../roles';
import { calendarDateField } from './calendar-date';
import { singleLine } from './text';
import { emailField, fullNameField, newPasswordField, phoneField } from './auth';

// What an admin sends to create and change accounts and technicians (SPEC sections 5 and 6). The
// forms and the routes share these, with the spec's messages.

const FILL_ALL = fieldError('fillAll');
/** /admin/users 'Create user': full name, e-mail, password and one role. */
export const createUserSchema = z.object({
  fullName: z.string(FILL_ALL).trim().min(1, FILL_ALL).pipe(fullNameField),
  email: z.string(FILL_ALL).trim().min(1, FILL_ALL).pipe(emailField),
  password: z.string(FILL_ALL).min(1, FILL_ALL).pipe(newPasswordField),
  role: z.enum(roles, fieldError('role')),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** A user's whole set of roles: at least one. */
export const userRolesSchema = z.object({
  roles: z
    .array(z.enum(roles, fieldError('role')))
    .min(1, fieldError('rolesMin'))
    .max(roles.length)
    .transform((list) => [...new Set(list)].sort()),
});
export type UserRolesInput = z.input<typeof userRolesSchema>;

export const technicianStatuses = ['active', 'busy', 'inactive'] as const;
export type TechnicianStatus = (typeof technicianStatuses)[number];

const specializationField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .max(100, fieldError('specializationMax', { max: 100 }))
  .transform((value) => value || 'General Repair');
const experienceField = z.coerce
  .number(fieldError('experienceNumber'))
  .int(fieldError('experienceWhole'))
  .min(0, fieldError('experienceNegative'))
  .max(60, fieldError('experienceMax', { max: 60 }));

/** A new technician: a sign-in account with the technician role and a password. */
export const createTechnicianSchema = z.object({
  name: fullNameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
  specialization: specializationField.default('General Repair'),
  experienceYears: experienceField.default(0),
});
export type CreateTechnicianInput = z.input<typeof createTechnicianSchema>;

export const updateTechnicianSchema = z.object({
  name: fullNameField,
  phone: phoneField,
  specialization: specializationField,
  experienceYears: experienceField,
  /** Out of 5.0; empty when there is no rating yet. */
  rating: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number(fieldError('rating'))
      .min(0, fieldError('rating'))
      .max(5, fieldError('rating'))
      .transform((value) => Math.round(value * 10) / 10)
      .nullable(),
  ),
});
export type UpdateTechnicianInput = z.input<typeof updateTechnicianSchema>;

export const technicianStatusSchema = z.object({
  status: z.enum(technicianStatuses, fieldError('status')),
});

export const technicianPasswordSchema = z.object({ password: newPasswordField });

/** The technician list: `date` (India, YYYY-MM-DD) also counts each one's jobs on that day. */
export const technicianListQuerySchema = z.object({
  date: calendarDateField(fieldError('dateValid')).optional(),
});
