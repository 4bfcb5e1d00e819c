// The app's own folder is its root (the kit's checkout above it has a lockfile of its own).
const root = import.meta.dirname;

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
};
