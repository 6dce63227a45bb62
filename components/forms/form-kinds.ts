import type { FormEndpoint } from '@/lib/api/endpoints';

/**
 * The forms the kit serves: each one's endpoint, required fields and what happens after sending.
 * Their yup schemas are in form-schemas.ts, fetched once a form has run (inquiry-form.tsx).
 */
export const FORM_KINDS = {
  general: { endpoint: 'inquiry/general/', required: ['title', 'name', 'email', 'password', 'content'], after: 'done' },
  vendor: { endpoint: 'inquiry/vendor/', required: ['category', 'title', 'name', 'email', 'password', 'content'], after: 'done' },
  career: { endpoint: 'employments/apply/', required: ['name', 'email', 'phone', 'password', 'content'], after: 'done' },
  tenant: { endpoint: 'storetenants/', required: ['name', 'email', 'phone', 'address', 'files'], after: 'alert' },
} satisfies Record<string, { endpoint: FormEndpoint; required: string[]; after: 'done' | 'alert' }>;

export type FormKind = keyof typeof FORM_KINDS;
