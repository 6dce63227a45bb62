import { routeLocale } from '@/lib/i18n/route-locale';
import { currentStaff } from '@/lib/server/admin/guard';
import { AdminShell } from '@/components/admin/admin-shell';
import { signOutAction } from '../actions';

/** The signed-in back office. Each page checks the session and its permission itself. */
export default async function ConsoleLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const locale = await routeLocale(params);
  const staff = await currentStaff();
  // No session: the page sends the visitor to the sign-in page.
  if (!staff) return children;
  return (
    <AdminShell staff={staff} signOut={signOutAction.bind(null, locale)}>
      {children}
    </AdminShell>
  );
}
