import type { CollectionConfig } from 'payload'
import { adminOrSelf, isAdmin, isAdminField, staffAccountReader, staffRoles } from '@/access/roles'
import { adminLabel } from '@/i18n/adminText'
import { currentPasswordFieldName, requireCurrentPassword } from './hooks/accountChanges'

/** Lifetime of a staff login (the `payload-token` cookie, listed in the cookie policy): Payload's default. */
export const staffSessionSeconds = 2 * 60 * 60

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Staff' },
  // No lock anyone could trigger by failing on purpose: the login throttle (features/staffLogin) slows
  // failures down per address and per account instead.
  auth: { maxLoginAttempts: 0, tokenExpiration: staffSessionSeconds },
  // Payload adds POST /verify/:token to every auth collection; without `auth.verify` its query fails (500).
  endpoints: [
    {
      path: '/verify/:token',
      method: 'post',
      handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
    },
  ],
  access: {
    read: staffAccountReader,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [...staffRoles],
      access: { create: isAdminField, update: isAdminField },
      // The first account, made on the first visit to /admin, is an administrator (hook below): no choice to show.
      admin: { condition: (_data, _siblingData, { user }) => Boolean(user) },
    },
    {
      // Asked for when one changes one's own password or e-mail address (hooks/accountChanges.ts); never stored.
      name: currentPasswordFieldName,
      type: 'text',
      virtual: true,
      label: adminLabel('account.currentPassword'),
      admin: {
        description: adminLabel('account.currentPasswordHint'),
        components: { Field: '/features/staffAccount/CurrentPasswordField#CurrentPasswordField' },
        // On one's own account only (where the form's data carries no id, on every account being edited).
        condition: (data, _siblingData, { operation, user }) =>
          Boolean(user) && operation === 'update' && (data?.id === undefined || String(data.id) === String(user?.id)),
      },
    },
  ],
  hooks: {
    beforeChange: [
      requireCurrentPassword,
      // The first account, made on the first visit to /admin, administers the site.
      async ({ req, operation, data }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
      },
    ],
  },
}
