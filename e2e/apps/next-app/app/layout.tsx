import type { ReactNode } from 'react';
import 'elicit-kit/styles.css';
import { Hydrated } from './Hydrated';

export const metadata = { title: 'elicit-kit in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Hydrated />
      </body>
    </html>
  );
}
