const t0 = performance.now();
await import('react'); await import('react-dom/client'); 
const t1 = performance.now();
await import('react-hook-form');
const t2 = performance.now();
await import('/work/main/dist/lib/index.js');
const t3 = performance.now();
console.log(`react ${(t1-t0).toFixed(1)} rhf ${(t2-t1).toFixed(1)} kit ${(t3-t2).toFixed(1)}`);
