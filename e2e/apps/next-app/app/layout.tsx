import type { ReactNode } from 'react';
import 'elicit-kit/styles.css';

export const metadata = { title: 'elicit-kit in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
