import type { ReactNode } from 'react';
import './globals.css';

/** The real document (<html lang>, body class) is in app/[locale]/layout.tsx. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
