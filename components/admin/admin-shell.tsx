import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { can, type Permission } from '@/lib/admin/permissions';
import { RECORD_KINDS, RECORD_SECTIONS } from '@/lib/admin/record-kinds';
import type { StaffMember } from '@/lib/server/services/staff-auth';
import { Link } from '@/lib/i18n/navigation';
import { NavLink } from '@/components/layout/nav-link';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { AdminMenuCurrent } from './admin-menu-current';
import styles from './admin.module.css';

/** The sections of the back office, each shown to whom it is allowed. */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', href: '/admin' },
  { key: 'postings', href: '/admin/postings', permission: 'postings:manage' },
  { key: 'sales', href: '/admin/sales', permission: 'sales:manage' },
  { key: 'deals', href: '/admin/deals', permission: 'deals:manage' },
  { key: 'slides', href: '/admin/slides', permission: 'slides:manage' },
  { key: 'announcements', href: '/admin/announcements', permission: 'announcements:manage' },
  { key: 'faq', href: '/admin/faq', permission: 'faq:manage' },
  { key: 'history', href: '/admin/history', permission: 'history:manage' },
  { key: 'departments', href: '/admin/departments', permission: 'products:manage' },
  { key: 'products', href: '/admin/products', permission: 'products:manage' },
  { key: 'brands', href: '/admin/brands', permission: 'products:manage' },
  { key: 'stores', href: '/admin/stores', permission: 'stores:manage' },
  { key: 'weeklyAd', href: '/admin/weekly-ad', permission: 'sales:manage' },
  { key: 'subscribers', href: '/admin/subscribers', permission: 'subscribers:manage' },
  { key: 'applications', href: '/admin/applications', permission: 'applications:read' },
  { key: 'inquiries', href: '/admin/inquiries', permission: 'inquiries:answer' },
  { key: 'tenants', href: '/admin/tenants', permission: 'tenants:read' },
  { key: 'staff', href: '/admin/staff', permission: 'staff:manage' },
  { key: 'audit', href: '/admin/audit', permission: 'audit:read' },
  // Whoever manages a kind restores its records from the trash.
  { key: 'trash', href: '/admin/trash', anyOf: RECORD_KINDS.map((kind) => RECORD_SECTIONS[kind].permission) },
] as const satisfies ReadonlyArray<{ key: string; href: string; permission?: Permission; anyOf?: readonly Permission[] }>;

const allowed = (section: (typeof ADMIN_SECTIONS)[number], role: StaffMember['role']) =>
  'permission' in section ? can(role, section.permission) : 'anyOf' in section ? section.anyOf.some((permission) => can(role, permission)) : true;

interface AdminShellProps {
  staff: StaffMember;
  signOut: () => Promise<void>;
  children: ReactNode;
}

/** The side navigation by permission, who is signed in, sign-out, and the page. */
export async function AdminShell({ staff, signOut, children }: AdminShellProps) {
  const t = await getTranslations('admin');
  const th = await getTranslations('header');
  const sections = ADMIN_SECTIONS.filter((section) => allowed(section, staff.role)).map((section) => ({
    ...section,
    label: t(`sections.${section.key}`),
  }));
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>{t('title')}</p>
        <p className={styles.who}>
          {t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })} <Link href="/admin/account">{t('account.link')}</Link>
        </p>
        {/* Below 769 px a disclosure (no script needed) naming the section shown; wider, always open. */}
        <details className={styles.menu}>
          <summary className={styles.menuToggle}>
            <span className={styles.menuWord}>{t('menu')}</span>
            <AdminMenuCurrent sections={sections.map(({ href, label }) => ({ href, label }))} />
          </summary>
          <div className={styles.menuBody}>
            <nav aria-label={t('nav')} className={styles.nav}>
              <ul>
                {sections.map((section) => (
                  <li key={section.key}>
                    <NavLink href={section.href}>{section.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.language}>
              <LocaleSwitch label={th('language')} names={{ ko: th('switchTo.ko'), en: th('switchTo.en') }} />
            </div>
            <form action={signOut} className={styles.signOut}>
              <button type="submit">{t('signOut')}</button>
            </form>
          </div>
        </details>
      </aside>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
