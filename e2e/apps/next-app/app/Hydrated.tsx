'use client';

import { useEffect } from 'react';

/** Marks the page once React has hydrated it, so a test types into live fields, not the server's HTML. */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
